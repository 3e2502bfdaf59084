#pragma once
// The models llama-server loads beside the main one (kv::SideModels): a vision projector (--mmproj, an
// mmproj GGUF the user chooses, on the first GPU unless "On the GPU" is cleared) and a draft model for
// speculative decoding (-md: a preset at a weight scheme). Both count in the breakdown, the limits and
// the launch line; other runtimes leave them out (the panel says so).

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace kvgui {

class PlannerDocument;

class SideModelsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SideModelsPanel(PlannerDocument* document, QWidget* parent = nullptr);

    QPushButton* chooseProjectorButton() const { return m_chooseProjector; }
    QPushButton* removeProjectorButton() const { return m_removeProjector; }
    QCheckBox* projectorOnGpuBox() const { return m_projectorOnGpu; }
    QComboBox* draftCombo() const { return m_draft; }
    QComboBox* draftWeightsCombo() const { return m_draftWeights; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showScenario();
    void chooseProjector();
    void draftEdited();

    PlannerDocument* m_document;
    QLabel* m_projectorLabel;
    QLabel* m_projector;
    QPushButton* m_chooseProjector;
    QPushButton* m_removeProjector;
    QCheckBox* m_projectorOnGpu;
    QLabel* m_draftLabel;
    QComboBox* m_draft;
    QLabel* m_draftWeightsLabel;
    QComboBox* m_draftWeights;
    QLabel* m_note;
};

} // namespace kvgui
