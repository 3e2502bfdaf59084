#pragma once
// The words of a talk step, always quoting the step's live numbers (translated, context "Talk").
// A step with a literal title / text (a custom talk) shows those instead.
//
//   stepTitle(d)  -> "Every token leaves a key and a value in every layer"
//   stepNotes(d)  -> "Start with one token. ... Point at 128 KiB: ..."
//   stepLines(d)  -> { "Every token adds 128 KiB: 32 layers × 8 KV heads × 128 × 2 (K and V) × 2 bytes", ... }
#include "talkdata.h"

#include <QString>
#include <QStringList>

namespace kvgui::talk {

QString stepTitle(const StepData& d);
QStringList stepLines(const StepData& d);
// The speaker's notes (the step's literal notes, or the kind's translated ones quoting its number).
QString stepNotes(const StepData& d);
// Model · machine · runtime · context · users, for the footer.
QString scenarioLine(const kv::Scenario& s);

// Step 1's formula, e.g. "32 layers × 8 KV heads × 128 × 2 (K and V) × 2 bytes".
QString formulaText(const kv::ModelSpec& model, kv::ElemType k);
// Tokens of ideal cache that fit in capacity (from the growth sweep), 0 when unknown.
uint64_t tokensThatFit(const StepData& d);

// Labels used inside the pictures.
QString remedyLabel(const RemedyRow& r);
QString remedyCost(const RemedyRow& r);
QString badgeHint(const QString& badges);
QString runtimeRule(kv::Runtime runtime); // under a runtime's name: how it sets its cache aside
struct FaqItem
{
    QString question, answer;
};
std::vector<FaqItem> faqItems(const StepData& d);

} // namespace kvgui::talk
