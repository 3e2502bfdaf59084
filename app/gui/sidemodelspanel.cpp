#include "sidemodelspanel.h"

#include "dialogprovider.h"
#include "errors.h"
#include "format.h"
#include "ggufmodel.h"
#include "plannerdocument.h"
#include "wording.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace kvgui {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

SideModelsPanel::SideModelsPanel(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_projectorLabel(new QLabel(this)), m_projector(new QLabel(this)),
      m_chooseProjector(new QPushButton(this)), m_removeProjector(new QPushButton(this)),
      m_projectorOnGpu(new QCheckBox(this)), m_draftLabel(new QLabel(this)), m_draft(new QComboBox(this)),
      m_draftWeightsLabel(new QLabel(this)), m_draftWeights(new QComboBox(this)), m_note(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_chooseProjector);
    buttons->addWidget(m_removeProjector);
    buttons->addStretch(1);
    form->addRow(m_projectorLabel);
    form->addRow(m_projector);
    form->addRow(buttons);
    form->addRow(m_projectorOnGpu); // its own row: beside the buttons it widened the column past the window in ja
    form->addRow(m_draftLabel, m_draft);
    form->addRow(m_draftWeightsLabel, m_draftWeights);
    // Long model names and long labels (ja, it) wrap or shorten instead of widening the inputs' column.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QComboBox* combo : {m_draft, m_draftWeights}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    m_draftLabel->setBuddy(m_draft);
    m_draftWeightsLabel->setBuddy(m_draftWeights);
    layout->addLayout(form);
    layout->addWidget(m_note);
    m_projector->setTextFormat(Qt::PlainText);
    m_projector->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // never widens the sidebar
    m_projector->setIndent(12);
    m_note->setWordWrap(true);
    m_note->setForegroundRole(QPalette::PlaceholderText);

    const kv::Catalog& catalog = m_document->catalog();
    m_draft->addItem(QString(), QString());
    for (const kv::ModelSpec& m : catalog.models)
        m_draft->addItem(text(m.name), text(m.id));
    for (const kv::SchemeInfo& i : catalog.schemes)
        m_draftWeights->addItem(text(i.scheme.id), text(i.scheme.id));
    retranslateUi();

    connect(m_chooseProjector, &QPushButton::clicked, this, &SideModelsPanel::chooseProjector);
    connect(m_removeProjector, &QPushButton::clicked, this, [this] {
        kv::SideModels side = m_document->scenario().side;
        side.projector.reset();
        m_document->setSideModels(side);
    });
    connect(m_projectorOnGpu, &QCheckBox::toggled, this, [this](bool on) {
        kv::SideModels side = m_document->scenario().side;
        if (!side.projector || side.projector->offload == on)
            return;
        side.projector->offload = on;
        m_document->setSideModels(side);
    });
    connect(m_draft, &QComboBox::activated, this, &SideModelsPanel::draftEdited);
    connect(m_draftWeights, &QComboBox::activated, this, &SideModelsPanel::draftEdited);
    connect(m_document, &PlannerDocument::scenarioChanged, this, &SideModelsPanel::showScenario);
    showScenario();
}

void SideModelsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void SideModelsPanel::retranslateUi()
{
    m_projectorLabel->setText(tr("Vision projector:"));
    m_chooseProjector->setText(tr("Choose…"));
    m_chooseProjector->setToolTip(tr("An mmproj GGUF file, as given to llama-server --mmproj"));
    m_removeProjector->setText(tr("Remove"));
    m_projectorOnGpu->setText(tr("On the GPU"));
    m_projectorOnGpu->setToolTip(tr("llama.cpp loads the projector on the first GPU; cleared: --no-mmproj-offload "
                                    "keeps it in RAM"));
    m_draftLabel->setText(tr("&Draft model:"));
    m_draft->setItemText(0, tr("None"));
    m_draft->setToolTip(tr("A small model of the same family for speculative decoding (llama-server -md): its "
                           "weights and its own KV cache at the main context count too"));
    m_draftWeightsLabel->setText(tr("Draft &weights:"));
    showScenario();
}

void SideModelsPanel::showScenario()
{
    const kv::Scenario& s = m_document->scenario();
    const QSignalBlocker b1(m_draft), b2(m_draftWeights), b3(m_projectorOnGpu);
    if (s.side.projector) {
        // A long file name is elided in the middle; the tooltip has it whole.
        QString name = text(s.side.projector->name);
        m_projector->setToolTip(name);
        if (name.size() > 24)
            name = name.left(12) + QChar(0x2026) + name.right(11);
        m_projector->setText(tr("%1 (%2)").arg(name, kvapp::formatBytes(s.side.projector->bytes)));
        m_projectorOnGpu->setChecked(s.side.projector->offload);
    } else {
        m_projector->setText(tr("None"));
        m_projector->setToolTip(QString());
        m_projectorOnGpu->setChecked(true);
    }
    m_removeProjector->setEnabled(s.side.projector.has_value());
    m_projectorOnGpu->setEnabled(s.side.projector.has_value());
    const int draft = s.side.draft ? m_draft->findData(text(s.side.draft->model.id)) : 0;
    m_draft->setCurrentIndex(std::max(draft, 0));
    const QString scheme = text(s.side.draft ? s.side.draft->weights.id : s.weights.id);
    m_draftWeights->setCurrentIndex(std::max(m_draftWeights->findData(scheme), 0));
    m_draftWeights->setEnabled(s.side.draft.has_value());
    const bool llama = s.runtime == kv::Runtime::LlamaCpp;
    m_draft->setEnabled(llama || s.side.draft);
    if (s.runtime != kv::Runtime::LlamaCpp && s.runtime != kv::Runtime::Ollama)
        m_note->setText(tr("Modelled for llama.cpp: this runtime's plan leaves them out."));
    else if (s.runtime == kv::Runtime::Ollama)
        m_note->setText(tr("Ollama loads a model's projector with it; it has no draft models."));
    else
        m_note->setText(tr("Counted in the weights, KV cache and compute above, and in the launch line."));
}

void SideModelsPanel::chooseProjector()
{
    const QString path = DialogProvider::openFileName(window(), tr("Choose a vision projector"), QString(),
                                                      tr("mmproj GGUF files (*.gguf);;All files (*)"));
    if (path.isEmpty())
        return;
    kv::SideModels side = m_document->scenario().side;
    try {
        kv::ProjectorOptions p = kv::projectorFromGgufFile(QFile::encodeName(path).toStdString());
        if (side.projector)
            p.offload = side.projector->offload;
        side.projector = p;
    } catch (const kv::InputError& e) {
        DialogProvider::showError(
            window(), tr("Choose a vision projector"),
            tr("“%1” is not a vision projector: %2").arg(QFileInfo(path).fileName(), kvapp::describeError(e)));
        return;
    }
    m_document->setSideModels(side);
}

void SideModelsPanel::draftEdited()
{
    kv::SideModels side = m_document->scenario().side;
    const std::string id = m_draft->currentData().toString().toStdString();
    const kv::ModelSpec* model = id.empty() ? nullptr : m_document->catalog().findModel(id);
    if (!model) {
        side.draft.reset();
    } else {
        kv::DraftOptions d = side.draft.value_or(kv::DraftOptions{});
        if (!side.draft)
            d.weights = m_document->scenario().weights;
        if (d.model.id != model->id)
            d.model = *model;
        if (const kv::WeightScheme* w =
                m_document->catalog().findScheme(m_draftWeights->currentData().toString().toStdString());
            w && side.draft)
            d.weights = *w;
        side.draft = d;
    }
    if (side != m_document->scenario().side)
        m_document->setSideModels(side);
}

} // namespace kvgui
