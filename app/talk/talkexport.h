#pragma once
// The talk as slides: one 16:9 PDF page per step (960 x 540 pt), drawn by the talk renderer at its
// last frame in the projector theme with the PDF's fonts (vector, fonts embedded, text searchable),
// optionally a notes page after each slide; and each step as a PNG. Files are written atomically
// (kvapp::saveAtomically): a failed export leaves nothing at the path and throws kvapp::AppError with the
// worded reason (app/common/apperror.h). Texts come out in the current
// language (a kvreport::ScopedReportLanguage picks another).
//   const kv::Catalog catalog = kv::loadCatalog(...);
//   const auto steps = prepareTalk(bindToPlan(defaultTalk(), PlanFields::modelAndMachine()), plan, catalog,
//                                  kvapp::defaultEnergyUse(u"USD"_s));
//   SlideOptions o;  o.notes = true;
//   writeSlidesPdf(u"talk.pdf"_s, steps, o);     // or throws AppError{"Cannot write “talk.pdf”: ..."}
//   writeSlidePngs(u"slides/"_s, steps);                        // slides/01-bytes-per-token.png, 1920x1080
#include "talkdata.h"

#include <QByteArray>
#include <QSize>
#include <QString>

#include <vector>

namespace kvgui::talk {

struct SlideOptions
{
    bool notes = false; // a notes page (a small copy of the slide and its speaker notes) after each slide
    QString title;      // the PDF's title; empty: the talk's first step title
    QString version;    // written as the PDF's creator, "kvplanner <version>"
};

// Every step of the script, prepared against the presenter's plan (talkdata.h prepareStep).
std::vector<StepData> prepareTalk(const TalkScript& script, const kv::Scenario& plan, const kv::Catalog& catalog,
                                  const kv::EnergyUse& energy);

// A page is 960 x 540 pt; pages = steps, or 2 x steps with notes.
int slidePageCount(const std::vector<StepData>& steps, const SlideOptions& options);
void writeSlidesPdf(const QString& path, const std::vector<StepData>& steps, const SlideOptions& options);
QByteArray slidesPdfBytes(const std::vector<StepData>& steps, const SlideOptions& options);
// NN-<step id>.png per step in `directory` (created when missing), at `size`.
void writeSlidePngs(const QString& directory, const std::vector<StepData>& steps, QSize size = QSize(1920, 1080));
QString slideFileName(int index, const TalkStep& step); // "01-bytes-per-token.png"

} // namespace kvgui::talk
