#include "inputsliders.h"

#include "plannerdocument.h"

#include "choose.h"
#include "defaults.h"
#include "snapslider.h"

#include "format.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>

namespace kvgui {

namespace {

// Cache types a runtime accepts, precise to coarse (the core's rule).
QList<kv::ElemType> kvTypesFor(kv::Runtime runtime)
{
    const std::vector<kv::ElemType> types = kv::cacheTypesFor(runtime);
    return {types.begin(), types.end()};
}

QString typeName(kv::ElemType t)
{
    return QString::fromLatin1(kv::name(t).data(), static_cast<qsizetype>(kv::name(t).size()));
}

QLabel* captionLabel(QWidget* parent)
{
    auto* l = new QLabel(parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

} // namespace

InputSliders::InputSliders(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_context(new SnapSlider(this)), m_users(new SnapSlider(this)),
      m_weightsSlider(new QSlider(Qt::Horizontal, this)), m_weightsCombo(new QComboBox(this)),
      m_kvSlider(new QSlider(Qt::Horizontal, this)), m_kvCombo(new QComboBox(this)), m_contextLabel(captionLabel(this)),
      m_usersLabel(captionLabel(this)), m_weightsLabel(captionLabel(this)), m_kvLabel(captionLabel(this)),
      m_kvNote(new QLabel(this))
{
    buildUi();
    fillWeightSchemes(m_document->scenario().runtime);
    retranslateUi();
    connectInputs();
    connect(m_document, &PlannerDocument::scenarioChanged, this, &InputSliders::showScenario);
    showScenario(m_document->scenario());
}

QList<qint64> InputSliders::contextStops(uint64_t trainingContext)
{
    const qint64 top = std::max<qint64>(256, static_cast<qint64>(trainingContext));
    QList<qint64> stops;
    for (qint64 v = 256; v <= top; v *= 2) {
        stops << v;
        if (v + v / 2 <= top)
            stops << v + v / 2;
    }
    if (stops.isEmpty() || stops.back() != top)
        stops << top;
    return stops;
}

QList<qint64> InputSliders::userStops()
{
    return {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64, 96, 128, 192, 256};
}

void InputSliders::buildUi()
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(6);
    grid->addWidget(m_contextLabel, 0, 0);
    grid->addWidget(m_context, 0, 1);
    grid->addWidget(m_usersLabel, 0, 2);
    grid->addWidget(m_users, 0, 3);

    auto* weightsRow = new QHBoxLayout;
    weightsRow->addWidget(m_weightsSlider, 1);
    weightsRow->addWidget(m_weightsCombo);
    auto* kvRow = new QHBoxLayout;
    kvRow->addWidget(m_kvSlider, 1);
    kvRow->addWidget(m_kvCombo);
    grid->addWidget(m_weightsLabel, 1, 0);
    grid->addLayout(weightsRow, 1, 1);
    grid->addWidget(m_kvLabel, 1, 2);
    grid->addLayout(kvRow, 1, 3);
    grid->addWidget(m_kvNote, 2, 3);
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(3, 2);

    m_contextLabel->setBuddy(m_context->slider());
    m_usersLabel->setBuddy(m_users->slider());
    m_weightsLabel->setBuddy(m_weightsSlider);
    m_kvLabel->setBuddy(m_kvSlider);
    m_users->setStops(userStops());
    m_users->setRange(1, 256);
    m_weightsSlider->setPageStep(2);
    m_kvSlider->setPageStep(1);
    m_kvNote->setForegroundRole(QPalette::PlaceholderText);
    m_kvNote->setVisible(false);
}

void InputSliders::retranslateUi()
{
    m_contextLabel->setText(tr("&Context per user"));
    m_usersLabel->setText(tr("&Users"));
    m_weightsLabel->setText(tr("&Weights"));
    //: precision (type) of the KV cache
    m_kvLabel->setText(tr("&KV cache"));
    m_context->setAccessibleNames(tr("Context per user, in tokens"));
    m_context->setToolTips(tr("How many tokens each user's conversation may hold. The KV cache grows with "
                              "every one of them. The slider snaps to familiar sizes; type any exact number "
                              "in the box."));
    m_users->setAccessibleNames(tr("Concurrent users"));
    m_users->setToolTips(tr("How many conversations the server holds at the same time (llama.cpp -np, "
                            "OLLAMA_NUM_PARALLEL). Each one gets its own context."));
    m_weightsSlider->setAccessibleName(tr("Weight precision"));
    m_weightsCombo->setAccessibleName(tr("Weight precision"));
    m_weightsSlider->setToolTip(tr("Quantisation of the model's weights: fewer bits, less memory, some "
                                   "quality lost."));
    m_weightsCombo->setToolTip(m_weightsSlider->toolTip());
    m_kvSlider->setAccessibleName(tr("KV cache precision"));
    m_kvCombo->setAccessibleName(tr("KV cache precision"));
    m_kvSlider->setToolTip(tr("Type of the K and V caches. q8_0 halves the cache with little loss; llama.cpp "
                              "needs flash attention for a quantised V cache."));
    m_kvCombo->setToolTip(m_kvSlider->toolTip());
    m_stopsForTraining = 0; // end labels are worded: redo them
    fillWeightSchemes(m_document->scenario().runtime);
    showScenario(m_document->scenario());
}

void InputSliders::connectInputs()
{
    connect(m_context, &SnapSlider::valueEdited, this,
            [this](qint64 v) { m_document->setContextPerUser(static_cast<uint64_t>(v)); });
    connect(m_users, &SnapSlider::valueEdited, this,
            [this](qint64 v) { m_document->setUsers(static_cast<uint32_t>(v)); });
    for (SnapSlider* s : {m_context, m_users})
        connect(s, &SnapSlider::dragFinished, m_document, &PlannerDocument::endMergeGroup);
    connect(m_weightsSlider, &QSlider::valueChanged, this, &InputSliders::chooseWeights);
    connect(m_weightsCombo, &QComboBox::activated, this, &InputSliders::chooseWeights);
    connect(m_kvSlider, &QSlider::valueChanged, this, &InputSliders::chooseKvType);
    connect(m_kvCombo, &QComboBox::activated, this, &InputSliders::chooseKvType);
    for (QSlider* s : {m_weightsSlider, m_kvSlider})
        connect(s, &QSlider::sliderReleased, m_document, &PlannerDocument::endMergeGroup);
}

void InputSliders::fillWeightSchemes(kv::Runtime runtime)
{
    // Only what the runtime loads (kv::schemesFor): GGUF types for llama.cpp, checkpoints for vLLM, MLX's own ...
    m_schemesRuntime = static_cast<int>(runtime);
    const QSignalBlocker block(m_weightsCombo);
    m_weightsCombo->clear();
    const QLocale locale;
    for (const kv::WeightScheme& w : kv::schemesFor(runtime, m_document->catalog())) {
        const QString id = QString::fromStdString(w.id);
        //: weight scheme in a list: %1 its name (Q4_K_M), %2 effective bits per weight
        m_weightsCombo->addItem(tr("%1 · %2 bits").arg(id, locale.toString(w.bodyBits, 'f', 2)), id);
    }
    const QSignalBlocker blockSlider(m_weightsSlider);
    m_weightsSlider->setRange(0, std::max(0, m_weightsCombo->count() - 1));
}

void InputSliders::chooseWeights(int index)
{
    if (index >= 0 && index < m_weightsCombo->count())
        m_document->setWeightScheme(m_weightsCombo->itemData(index).toString());
}

void InputSliders::chooseKvType(int index)
{
    if (index >= 0 && index < m_kvCombo->count())
        m_document->setKvType(static_cast<kv::ElemType>(m_kvCombo->itemData(index).toInt()));
}

void InputSliders::showScenario(const kv::Scenario& s)
{
    const uint64_t train = kv::trainingContext(s.model);
    if (train != m_stopsForTraining) {
        m_stopsForTraining = train;
        const QList<qint64> stops = contextStops(train);
        m_context->setStops(stops);
        m_context->setRange(1, 16 << 20);
        m_context->setEndLabels(kvapp::formatCount(static_cast<uint64_t>(stops.front())),
                                //: under the right end of the context slider; %1 is a token count
                                tr("%1 (trained)").arg(kvapp::formatCount(static_cast<uint64_t>(stops.back()))));
        m_users->setEndLabels(kvapp::formatCount(1), kvapp::formatCount(256));
    }
    m_context->setValue(static_cast<qint64>(s.contextPerUser));
    m_users->setValue(s.users);

    if (m_schemesRuntime != static_cast<int>(s.runtime))
        fillWeightSchemes(s.runtime);
    const int w = m_weightsCombo->findData(QString::fromStdString(s.weights.id));
    {
        const QSignalBlocker b1(m_weightsCombo), b2(m_weightsSlider);
        m_weightsCombo->setCurrentIndex(w);
        m_weightsSlider->setValue(std::max(0, w));
    }

    const QSignalBlocker b3(m_kvCombo), b4(m_kvSlider);
    if (m_kvTypesRuntime != static_cast<int>(s.runtime)) {
        m_kvTypesRuntime = static_cast<int>(s.runtime);
        m_kvCombo->clear();
        for (kv::ElemType t : kvTypesFor(s.runtime))
            m_kvCombo->addItem(typeName(t), static_cast<int>(t));
        m_kvSlider->setRange(0, std::max(0, m_kvCombo->count() - 1));
    }
    const int k = m_kvCombo->findData(static_cast<int>(s.typeK));
    m_kvCombo->setCurrentIndex(k);
    m_kvSlider->setValue(std::max(0, k));
    const bool split = s.typeK != s.typeV;
    m_kvNote->setVisible(split);
    if (split)
        //: %1 and %2 are cache types such as q8_0 and f16
        m_kvNote->setText(tr("K %1 · V %2 (set apart under Advanced)").arg(typeName(s.typeK), typeName(s.typeV)));
}

void InputSliders::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kvgui
