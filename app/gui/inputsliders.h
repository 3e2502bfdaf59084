#pragma once
// The four inputs people drag: context per user, concurrent users, weight precision, KV precision.
// Context moves over familiar values on a logarithmic slider (256, 384, 512, 768, 1k … up to the
// model's training context) while its spin box takes any exact number; users go from 1 to 256.
// Precision sliders step through the weight schemes and the cache types, their combo boxes name them.

#include "scenario.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;

namespace kvgui {

class PlannerDocument;
class SnapSlider;

class InputSliders : public QWidget
{
    Q_OBJECT

public:
    explicit InputSliders(PlannerDocument* document, QWidget* parent = nullptr);

    SnapSlider* contextSlider() const { return m_context; }
    SnapSlider* usersSlider() const { return m_users; }
    QSlider* weightsSlider() const { return m_weightsSlider; }
    QComboBox* weightsCombo() const { return m_weightsCombo; }
    QSlider* kvSlider() const { return m_kvSlider; }
    QComboBox* kvCombo() const { return m_kvCombo; }

    // The context stops for a training context: 256, 384, 512, 768, 1024, … and the training context.
    static QList<qint64> contextStops(uint64_t trainingContext);
    static QList<qint64> userStops();

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    void retranslateUi();
    void connectInputs();
    void showScenario(const kv::Scenario& scenario);
    void fillWeightSchemes(kv::Runtime runtime);
    void chooseWeights(int index);
    void chooseKvType(int index);

    PlannerDocument* m_document;
    SnapSlider* m_context;
    SnapSlider* m_users;
    QSlider* m_weightsSlider;
    QComboBox* m_weightsCombo;
    QSlider* m_kvSlider;
    QComboBox* m_kvCombo;
    QLabel* m_contextLabel;
    QLabel* m_usersLabel;
    QLabel* m_weightsLabel;
    QLabel* m_kvLabel;
    QLabel* m_kvNote;
    uint64_t m_stopsForTraining = 0;
    int m_kvTypesRuntime = -1;
    int m_schemesRuntime = -1;
};

} // namespace kvgui
