#pragma once
// The runtime (llama.cpp, Ollama, vLLM, SGLang, MLX, ExLlamaV3, KoboldCpp, or the ideal on-demand baseline) and, under
// Advanced, the options that change its allocation: flash attention, batch and micro-batch, one unified KV cache,
// full-size sliding-window caches, and separate K and V cache types.

#include "scenario.h"

#include <QWidget>

#include <string>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace kvgui {

class PlannerDocument;

class RuntimePanel : public QWidget
{
    Q_OBJECT

public:
    explicit RuntimePanel(PlannerDocument* document, QWidget* parent = nullptr);

    QComboBox* runtimeCombo() const { return m_runtime; }
    QToolButton* advancedButton() const { return m_advancedButton; }
    QComboBox* flashAttnCombo() const { return m_flashAttn; }
    QDoubleSpinBox* utilisationSpin() const { return m_util; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildAdvanced();
    void retranslateUi();
    void retranslateKnobs(kv::Runtime runtime);
    void showScenario();
    void optionsEdited();
    void typesEdited();

    PlannerDocument* m_document;
    QComboBox* m_runtime;
    QLabel* m_runtimeLabel;
    QLabel* m_rules;
    QToolButton* m_advancedButton;
    QWidget* m_advanced;
    QLabel* m_flashLabel;
    QComboBox* m_flashAttn;
    QLabel* m_batchLabel;
    QSpinBox* m_batch;
    QLabel* m_ubatchLabel;
    QSpinBox* m_ubatch;
    QCheckBox* m_unified;
    QCheckBox* m_swaFull;
    QCheckBox* m_splitKv;
    QLabel* m_kLabel;
    QComboBox* m_typeK;
    QLabel* m_vLabel;
    QComboBox* m_typeV;
    QLabel* m_utilLabel;
    QDoubleSpinBox* m_util;
    QCheckBox* m_serverDefaults; // llama-server's own -np / -c defaults
    QLabel* m_cacheModeLabel;
    QComboBox* m_cacheMode; // MLX --kv-bits, ExLlamaV3 cache_mode
    struct Shown
    {
        kv::Runtime runtime = kv::Runtime::LlamaCpp;
        kv::LlamaCppOptions llama;
        kv::OllamaOptions ollama;
        kv::VllmOptions vllm;
        kv::KoboldCppOptions kobold;
        kv::MlxOptions mlx;
        kv::ExLlamaV3Options exllamav3;
        kv::SglangOptions sglang;
        kv::ElemType typeK = kv::ElemType::F16;
        kv::ElemType typeV = kv::ElemType::F16;
        std::string rules = "\x01";
        bool operator==(const Shown&) const = default;
    };
    Shown shownNow() const; // what the panel shows now, to skip refreshing on a slider step
    Shown m_shown;
};

} // namespace kvgui
