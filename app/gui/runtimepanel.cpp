#include "runtimepanel.h"

#include "plannerdocument.h"
#include "settings.h"

#include "wording.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace kvgui {

namespace {

QSpinBox* batchSpin(QWidget* parent)
{
    auto* s = new QSpinBox(parent);
    s->setRange(1, 1 << 20);
    s->setKeyboardTracking(false);
    s->setGroupSeparatorShown(true);
    return s;
}

void fillTypes(QComboBox* box)
{
    for (kv::ElemType t : kv::kAllElemTypes)
        box->addItem(QString::fromLatin1(kv::name(t).data(), static_cast<qsizetype>(kv::name(t).size())),
                     static_cast<int>(t));
}

} // namespace

RuntimePanel::RuntimePanel(PlannerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_runtime(new QComboBox(this)), m_runtimeLabel(new QLabel(this)),
      m_rules(new QLabel(this)), m_advancedButton(new QToolButton(this)), m_advanced(new QWidget(this)),
      m_flashLabel(new QLabel(this)), m_flashAttn(new QComboBox(this)), m_batchLabel(new QLabel(this)),
      m_batch(batchSpin(this)), m_ubatchLabel(new QLabel(this)), m_ubatch(batchSpin(this)),
      m_unified(new QCheckBox(this)), m_swaFull(new QCheckBox(this)), m_splitKv(new QCheckBox(this)),
      m_kLabel(new QLabel(this)), m_typeK(new QComboBox(this)), m_vLabel(new QLabel(this)),
      m_typeV(new QComboBox(this)), m_utilLabel(new QLabel(this)), m_util(new QDoubleSpinBox(this)),
      m_serverDefaults(new QCheckBox(this)), m_cacheModeLabel(new QLabel(this)), m_cacheMode(new QComboBox(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QFormLayout;
    top->addRow(m_runtimeLabel, m_runtime);
    m_runtimeLabel->setBuddy(m_runtime);
    layout->addLayout(top);
    layout->addWidget(m_serverDefaults);
    layout->addWidget(m_rules);
    layout->addWidget(m_advancedButton);
    layout->addWidget(m_advanced);
    setTabOrder(m_runtime, m_serverDefaults); // Tab follows the column top to bottom
    setTabOrder(m_serverDefaults, m_advancedButton);
    m_rules->setWordWrap(true);
    m_rules->setForegroundRole(QPalette::PlaceholderText);
    for (kv::Runtime r : kv::kAllRuntimes)
        m_runtime->addItem(QString(), static_cast<int>(r));
    m_advancedButton->setCheckable(true);
    m_advancedButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedButton->setAutoRaise(true);
    connect(m_advancedButton, &QToolButton::toggled, this, [this](bool open) {
        m_advanced->setVisible(open);
        m_advancedButton->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        Settings::set(settings::kAdvancedOpen, open);
    });
    buildAdvanced();
    const bool open = Settings::get(settings::kAdvancedOpen);
    m_advancedButton->setChecked(open);
    m_advanced->setVisible(open);
    m_advancedButton->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    retranslateUi();

    connect(m_runtime, &QComboBox::activated, this,
            [this](int i) { m_document->setRuntime(static_cast<kv::Runtime>(m_runtime->itemData(i).toInt())); });
    connect(m_flashAttn, &QComboBox::activated, this, &RuntimePanel::optionsEdited);
    for (QSpinBox* s : {m_batch, m_ubatch})
        connect(s, &QSpinBox::valueChanged, this, &RuntimePanel::optionsEdited);
    for (QCheckBox* c : {m_unified, m_swaFull})
        connect(c, &QCheckBox::toggled, this, &RuntimePanel::optionsEdited);
    connect(m_serverDefaults, &QCheckBox::toggled, this, [this](bool on) {
        if (m_document->scenario().runtime != kv::Runtime::Ollama)
            return optionsEdited();
        kv::Scenario s = m_document->scenario();
        s.ollama.serverDefaults = on;
        m_document->setScenario(s, tr("Change Ollama defaults"));
    });
    connect(m_splitKv, &QCheckBox::toggled, this, &RuntimePanel::typesEdited);
    connect(m_util, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_document->scenario().runtime == kv::Runtime::SGLang) {
            kv::Scenario s = m_document->scenario();
            s.sglang.memFractionStatic = std::min(v, 0.99);
            m_document->setScenario(s, tr("Change SGLang's memory fraction"));
            return;
        }
        kv::VllmOptions o = m_document->scenario().vllm;
        o.gpuMemoryUtilization = v;
        m_document->setVllmOptions(o);
    });
    connect(m_cacheMode, &QComboBox::activated, this, [this](int i) {
        kv::Scenario s = m_document->scenario();
        const auto bits = static_cast<uint32_t>(m_cacheMode->itemData(i).toInt());
        if (s.runtime == kv::Runtime::Mlx) {
            s.mlx.kvBits = bits == 16 ? std::nullopt : std::optional<uint32_t>(bits);
            m_document->setScenario(s, tr("Change MLX's cache quantisation"));
        } else if (s.runtime == kv::Runtime::ExLlamaV3) {
            s.exllamav3.kBits = s.exllamav3.vBits = bits;
            m_document->setScenario(s, tr("Change ExLlamaV3's cache mode"));
        }
    });
    for (QComboBox* c : {m_typeK, m_typeV})
        connect(c, &QComboBox::activated, this, &RuntimePanel::typesEdited);
    connect(m_document, &PlannerDocument::estimateChanged, this, [this] {
        if (shownNow() == m_shown)
            return; // a slider step: nothing here changes
        showScenario();
    });
    showScenario();
}

void RuntimePanel::buildAdvanced()
{
    auto* form = new QFormLayout(m_advanced);
    form->setContentsMargins(12, 0, 0, 0);
    form->addRow(m_flashLabel, m_flashAttn);
    form->addRow(m_batchLabel, m_batch);
    form->addRow(m_ubatchLabel, m_ubatch);
    form->addRow(m_unified);
    form->addRow(m_swaFull);
    form->addRow(m_splitKv);
    form->addRow(m_kLabel, m_typeK);
    form->addRow(m_vLabel, m_typeV);
    form->addRow(m_utilLabel, m_util);
    m_utilLabel->setBuddy(m_util);
    form->addRow(m_cacheModeLabel, m_cacheMode);
    m_cacheModeLabel->setBuddy(m_cacheMode);
    for (int bits : {16, 8, 6, 4})
        m_cacheMode->addItem(QString(), bits);
    m_util->setRange(0.05, 1.0);
    m_util->setSingleStep(0.05);
    m_util->setDecimals(2);
    m_util->setKeyboardTracking(false);
    m_flashLabel->setBuddy(m_flashAttn);
    m_batchLabel->setBuddy(m_batch);
    m_ubatchLabel->setBuddy(m_ubatch);
    m_kLabel->setBuddy(m_typeK);
    m_vLabel->setBuddy(m_typeV);
    for (int i = 0; i < 3; ++i)
        m_flashAttn->addItem(QString(), i);
    fillTypes(m_typeK);
    fillTypes(m_typeV);
}

void RuntimePanel::retranslateUi()
{
    m_runtimeLabel->setText(tr("R&untime"));
    for (int i = 0; i < m_runtime->count(); ++i)
        m_runtime->setItemText(i, kvapp::runtimeText(static_cast<kv::Runtime>(m_runtime->itemData(i).toInt())));
    m_runtime->setAccessibleName(tr("Runtime"));
    m_runtime->setToolTip(tr("Each runtime allocates differently: llama.cpp pads and splits the context per "
                             "user, Ollama adds its own limits, vLLM and SGLang reserve a fixed share of the GPU, "
                             "MLX grows its cache as tokens arrive, ExLlamaV3 shares one page pool, KoboldCpp "
                             "serves one request at a time, and Ideal is the textbook minimum."));
    m_advancedButton->setText(tr("&Advanced"));
    m_advancedButton->setAccessibleName(tr("Advanced runtime options"));
    m_flashLabel->setText(tr("&Flash attention"));
    m_flashAttn->setItemText(0, tr("Auto (on)"));
    m_flashAttn->setItemText(1, tr("On"));
    m_flashAttn->setItemText(2, tr("Off"));
    m_batchLabel->setText(tr("&Batch size"));
    m_ubatchLabel->setText(tr("&Micro-batch"));
    m_unified->setText(tr("&Unified KV cache"));
    m_swaFull->setText(tr("Full-size &SWA cache"));
    m_splitKv->setText(tr("Separate &K and V types"));
    m_splitKv->setToolTip(tr("Give the K and V caches different types (-ctk / -ctv)."));
    m_kLabel->setText(tr("K cache type"));
    m_vLabel->setText(tr("V cache type"));
    m_typeK->setAccessibleName(tr("K cache type"));
    m_typeV->setAccessibleName(tr("V cache type"));
    m_cacheModeLabel->setText(tr("Cache &quantisation"));
    m_cacheMode->setAccessibleName(tr("Cache quantisation"));
    m_cacheMode->setItemText(0, tr("None (16-bit)"));
    for (int i = 1; i < m_cacheMode->count(); ++i)
        //: %1 bits per value of a quantised KV cache
        m_cacheMode->setItemText(i, tr("%1-bit").arg(m_cacheMode->itemData(i).toInt()));
    showScenario();
}

RuntimePanel::Shown RuntimePanel::shownNow() const
{
    const kv::Scenario& s = m_document->scenario();
    return Shown{s.runtime,
                 s.llama,
                 s.ollama,
                 s.vllm,
                 s.kobold,
                 s.mlx,
                 s.exllamav3,
                 s.sglang,
                 s.typeK,
                 s.typeV,
                 m_document->estimate().runtime.rulesVersion};
}

void RuntimePanel::retranslateKnobs(kv::Runtime runtime)
{
    if (runtime == kv::Runtime::SGLang) {
        m_utilLabel->setText(tr("SGLang memory fractio&n"));
        m_util->setAccessibleName(tr("SGLang static memory fraction"));
        m_util->setToolTip(tr("sglang --mem-fraction-static: the share of each GPU's free memory SGLang keeps for "
                              "the weights and its token pool (default: chosen from the GPU's memory)."));
    } else {
        m_utilLabel->setText(tr("vLLM GPU &share"));
        m_util->setAccessibleName(tr("vLLM GPU memory utilisation"));
        m_util->setToolTip(tr("vllm serve --gpu-memory-utilization: the share of each GPU vLLM reserves at start, "
                              "whatever the traffic (default 0.90)."));
    }
    m_cacheMode->setToolTip(runtime == kv::Runtime::ExLlamaV3
                                ? tr("TabbyAPI cache_mode: FP16, or K and V quantised to 8, 6 or 4 bits plus a "
                                     "16-bit scale per 32 values.")
                                : tr("mlx_lm.generate --kv-bits: the cache is quantised (with a 16-bit scale and bias "
                                     "per 64 values) once --quantized-kv-start tokens are cached."));
    if (runtime == kv::Runtime::KoboldCpp) {
        m_flashAttn->setToolTip(tr("KoboldCpp: flash attention is on unless --noflashattention; without it only the "
                                   "K cache is quantised."));
        m_batch->setToolTip(tr("KoboldCpp sets the batch to twice the micro-batch."));
        m_ubatch->setToolTip(tr("KoboldCpp --batchsize (--blasbatchsize): tokens per batch (default 512); the "
                                "compute buffer grows with it."));
        m_unified->setToolTip(tr("KoboldCpp keeps one cache for its one request at a time."));
        m_swaFull->setToolTip(tr("KoboldCpp keeps the whole context in sliding-window layers unless --useswa "
                                 "(uncheck this for --useswa)."));
        return;
    }
    m_flashAttn->setToolTip(tr("llama.cpp -fa. Without it, quantised V caches are refused and the compute "
                               "buffer holds the attention scores."));
    m_batch->setToolTip(tr("llama.cpp -b: tokens per logical batch (default 2048)."));
    m_ubatch->setToolTip(tr("llama.cpp -ub: tokens per physical batch (default 512); the compute buffer "
                            "grows with it."));
    m_unified->setToolTip(tr("llama.cpp --kv-unified: one cache shared by all users instead of one slice each."));
    m_swaFull->setToolTip(tr("llama.cpp --swa-full: sliding-window layers keep the whole context (needed for "
                             "some prompt-cache reuse)."));
}

void RuntimePanel::showScenario()
{
    const kv::Scenario& s = m_document->scenario();
    const kv::Estimate& e = m_document->estimate();
    const kv::SglangPool* sglangPool = e.view<kv::SglangPool>();
    m_shown = shownNow();
    const QSignalBlocker b1(m_runtime), b2(m_flashAttn), b3(m_batch), b4(m_ubatch), b5(m_unified), b6(m_swaFull),
        b7(m_splitKv), b8(m_typeK), b9(m_typeV), b10(m_util), b11(m_serverDefaults);
    const bool sglang = s.runtime == kv::Runtime::SGLang;
    m_util->setValue(sglang ? s.sglang.memFractionStatic.value_or(sglangPool ? sglangPool->memFractionStatic : 0.85)
                            : s.vllm.gpuMemoryUtilization);
    m_util->setEnabled(s.runtime == kv::Runtime::Vllm || sglang);
    m_utilLabel->setEnabled(s.runtime == kv::Runtime::Vllm || sglang);
    const QSignalBlocker b12(m_cacheMode);
    const bool quantisable = s.runtime == kv::Runtime::Mlx || s.runtime == kv::Runtime::ExLlamaV3;
    const int bits = s.runtime == kv::Runtime::Mlx ? static_cast<int>(s.mlx.kvBits.value_or(16))
                                                   : static_cast<int>(s.exllamav3.kBits);
    m_cacheMode->setCurrentIndex(std::max(0, m_cacheMode->findData(bits)));
    m_cacheMode->setEnabled(quantisable);
    m_cacheModeLabel->setEnabled(quantisable);
    m_runtime->setCurrentIndex(m_runtime->findData(static_cast<int>(s.runtime)));
    const bool kobold = s.runtime == kv::Runtime::KoboldCpp;
    if (kobold) { // KoboldCpp's own knobs in llama.cpp's terms (core/koboldcpp/koboldcpp.h)
        m_flashAttn->setCurrentIndex(
            static_cast<int>(s.kobold.flashAttention ? kv::FlashAttn::On : kv::FlashAttn::Off));
        m_batch->setValue(static_cast<int>(2 * s.kobold.batchSize));
        m_ubatch->setValue(static_cast<int>(s.kobold.batchSize));
        m_unified->setChecked(true);
        m_swaFull->setChecked(!s.kobold.useSwa);
    } else {
        m_flashAttn->setCurrentIndex(static_cast<int>(s.llama.flashAttn));
        m_batch->setValue(static_cast<int>(s.llama.batchSize));
        m_ubatch->setValue(static_cast<int>(s.llama.ubatchSize));
        m_unified->setChecked(s.llama.kvUnified);
        m_swaFull->setChecked(s.llama.swaFull);
    }
    retranslateKnobs(s.runtime);
    const bool ollama = s.runtime == kv::Runtime::Ollama;
    m_serverDefaults->setChecked(ollama ? s.ollama.serverDefaults : s.llama.serverDefaults);
    m_serverDefaults->setVisible(s.runtime == kv::Runtime::LlamaCpp || ollama);
    if (ollama) {
        m_serverDefaults->setText(tr("As plain `ollama &serve` would run it"));
        m_serverDefaults->setToolTip(tr("What Ollama allocates with nothing set: num_ctx by the GPU memory (4096 "
                                        "below 23 GiB, 32768 below 47 GiB, else 262144, within the training "
                                        "context), one request at a time. The context and users sliders then do "
                                        "not apply."));
    } else {
        m_serverDefaults->setText(tr("As plain llama-&server would run it"));
        m_serverDefaults->setToolTip(tr("What `llama-server -m model.gguf` allocates with nothing else given: 4 "
                                        "slots sharing one cache, and the training context for every slot, shrunk "
                                        "until each GPU keeps 1 GiB free. The context and users sliders then do not "
                                        "apply."));
    }
    const bool split = m_splitKv->isChecked() || s.typeK != s.typeV;
    m_splitKv->setChecked(split);
    m_typeK->setCurrentIndex(m_typeK->findData(static_cast<int>(s.typeK)));
    m_typeV->setCurrentIndex(m_typeV->findData(static_cast<int>(s.typeV)));
    for (QWidget* w : {static_cast<QWidget*>(m_typeK), static_cast<QWidget*>(m_typeV), static_cast<QWidget*>(m_kLabel),
                       static_cast<QWidget*>(m_vLabel)})
        w->setEnabled(split);
    const bool llama = s.runtime == kv::Runtime::LlamaCpp || s.runtime == kv::Runtime::Ollama;
    for (QWidget* w :
         {static_cast<QWidget*>(m_flashAttn), static_cast<QWidget*>(m_ubatch), static_cast<QWidget*>(m_swaFull)})
        w->setEnabled(llama || kobold);
    for (QWidget* w : {static_cast<QWidget*>(m_batch), static_cast<QWidget*>(m_unified)})
        w->setEnabled(llama); // KoboldCpp: the batch is twice the micro-batch, the cache always unified
    m_rules->setText(e.runtime.rulesVersion.empty()
                         ? QString()
                         //: %1 is a runtime version, e.g. llama.cpp b6500
                         : tr("Rules checked against %1.").arg(QString::fromStdString(e.runtime.rulesVersion)));
}

void RuntimePanel::optionsEdited()
{
    if (m_document->scenario().runtime == kv::Runtime::KoboldCpp) {
        kv::Scenario s = m_document->scenario();
        s.kobold.flashAttention = static_cast<kv::FlashAttn>(m_flashAttn->currentData().toInt()) != kv::FlashAttn::Off;
        s.kobold.batchSize = static_cast<uint32_t>(std::clamp(m_ubatch->value(), 1, 4096));
        s.kobold.useSwa = !m_swaFull->isChecked();
        m_document->setScenario(s, tr("Change KoboldCpp options"));
        return;
    }
    kv::LlamaCppOptions o = m_document->scenario().llama;
    o.flashAttn = static_cast<kv::FlashAttn>(m_flashAttn->currentData().toInt());
    o.batchSize = static_cast<uint32_t>(m_batch->value());
    o.ubatchSize = static_cast<uint32_t>(m_ubatch->value());
    o.kvUnified = m_unified->isChecked();
    o.swaFull = m_swaFull->isChecked();
    o.serverDefaults = m_serverDefaults->isChecked();
    m_document->setLlamaOptions(o);
}

void RuntimePanel::typesEdited()
{
    const auto k = static_cast<kv::ElemType>(m_typeK->currentData().toInt());
    const auto v = m_splitKv->isChecked() ? static_cast<kv::ElemType>(m_typeV->currentData().toInt()) : k;
    m_document->setCacheTypes(k, v);
    showScenario();
}

void RuntimePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kvgui
