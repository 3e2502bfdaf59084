#pragma once
// PlannerDocument: the one object between the core and the widgets (DESIGN §1, STYLE 3).
//
// It owns the Scenario, the undo stack, the file path and the dirty flag. Every input change is an
// undo command (a slider drag merges into one step); after each change the document recomputes with
// kv::plan() and emits scenarioChanged and estimateChanged. Widgets read from it and edit through it:
//   doc.setContextPerUser(32768);          // one undo step, recomputed at once
//   doc.estimate().memory.kv                 // == kv::estimate(doc.scenario()).memory.kv
// Errors from the core in a recompute never escape: hasError() / errorText() say what is wrong,
// estimate() is then empty, and the inputs stay editable and undoable. The file operations (load, save,
// open...) follow app/'s convention (app/common/apperror.h): they throw kvapp::AppError with the worded
// reason and leave the document exactly as it was; the slot that called them shows the message:
//   try { doc.load(path); } catch (...) { DialogProvider::showCurrentFailure(this, tr("Cannot open")); }

#include "catalog.h"
#include "choose.h"
#include "comparerows.h"
#include "estimate.h"
#include "estimator.h"
#include "localmodels.h"
#include "money.h"
#include "scenario.h"
#include "scenariocommand.h"
#include "thismachine.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>

#include <optional>
#include <vector>

class QUndoStack;

namespace kvgui {

// The machine as the hardware panel edits it; the document turns it into kv::Hardware.
struct MachineChoice
{
    QString presetId;                 // "" = custom capacities
    uint32_t gpus = 1;                // custom: 0 = CPU only
    uint64_t vramBytes = 24ull << 30; // per GPU (custom; presets bring their own)
    uint64_t ramBytes = 64ull << 30;  // system RAM (ignored for unified-memory presets)
    // A cluster of `nodes` such machines (kv::clusterOf) over `link`; 1 = one machine.
    uint32_t nodes = 1;
    kv::Link link;
    bool operator==(const MachineChoice&) const = default;
};

// A sweep of memory against context or users, with a generation number that changes whenever the
// points do (charts skip redrawing an unchanged sweep).
struct SweepResult
{
    std::vector<kv::SweepPoint> points;
    quint64 generation = 0;
};

// Growth over a conversation or as users join (kv::conversationTimeline, kv::usersJoining), with a
// generation number like SweepResult's.
struct TimelineResult
{
    std::vector<kv::TimelinePoint> points;
    quint64 generation = 0;
};

class PlannerDocument : public QObject
{
    Q_OBJECT

public:
    explicit PlannerDocument(kv::Catalog catalog, QObject* parent = nullptr);
    ~PlannerDocument() override;

    const kv::Catalog& catalog() const { return m_catalog; }
    // What detection found on this computer (its preset, if any, is already in catalog()).
    const kvapp::ThisMachine& thisMachine() const { return m_thisMachine; }
    void setThisMachine(kvapp::ThisMachine machine) { m_thisMachine = std::move(machine); }
    const kv::Scenario& scenario() const { return m_scenario; }
    const kv::Estimate& estimate() const { return m_estimate; }
    bool hasError() const { return !m_error.isEmpty(); }
    QString errorText() const { return m_error; }
    QUndoStack* undoStack() const { return m_undo; }
    QString filePath() const { return m_filePath; }
    QString displayName() const; // file name, or "Untitled"
    bool isDirty() const;
    MachineChoice machineChoice() const;
    // The machine is a cluster whose nodes differ (from a cluster or scenario file): the panel's fields
    // describe its first node, and editing them makes every node the same.
    bool machineHasMixedNodes() const;
    // A cluster described in a kvplanner.cluster/1 file (kv::clusterFromJson); undoable. Throws AppError
    // ("“c.json” is not a cluster kvplanner can open: ...") with the document unchanged.
    void openClusterFile(const QString& path);
    // The current choice moved to another preset: at least one GPU, and a GPU preset's own system RAM
    // (this computer: the RAM detected).
    MachineChoice choiceForPreset(const QString& presetId) const;
    // Models opened from files during this session (and a loaded scenario's non-preset model).
    const std::vector<kv::ModelSpec>& openedModels() const { return m_openedModels; }

    // Memory against context per user / users at the given points, for the current scenario.
    // Cached: dragging the context slider does not recompute the context sweep.
    const SweepResult& sweep(kv::SweepAxis axis, const std::vector<uint64_t>& xs);
    // Memory used versus reserved while one prompt of `lengths` is read and answered (at `points`
    // points), or while the users join one by one; cached like sweep(). Empty when the plan is refused.
    const TimelineResult& conversation(const kv::ConversationLengths& lengths, uint32_t points);
    const TimelineResult& usersJoining();
    kv::ConversationLengths defaultConversation() const { return kv::defaultConversation(m_scenario); }

    // Input edits; each pushes one undo command (nothing when the value is unchanged).
    bool setModelById(const QString& id);
    void setModel(const kv::ModelSpec& model);
    void setContextPerUser(uint64_t tokens);
    void setUsers(uint32_t users);
    bool setWeightScheme(const QString& id);
    void setKvType(kv::ElemType type); // K and V together
    void setCacheTypes(kv::ElemType k, kv::ElemType v);
    void setRuntime(kv::Runtime runtime);
    void setLlamaOptions(const kv::LlamaCppOptions& options);
    void setVllmOptions(const kv::VllmOptions& options);
    void setSideModels(const kv::SideModels& side);
    void setMachine(const MachineChoice& choice);
    void setScenario(const kv::Scenario& scenario, const QString& undoText); // several inputs at once
    // A drag ended: the next change of the same kind starts a new undo step.
    void endMergeGroup() { ++m_mergeGroup; }

    // Whole-document operations. They throw kvapp::AppError with the worded reason ("Cannot read “a.kvplan”:
    // ...", "Cannot write “/dev/full”: ..."); the document is then left exactly as it was.
    void newDocument();
    void load(const QString& path);
    void save(const QString& path);
    void openModelFile(const QString& path); // an undoable model change; also ollama:NAME
    void openLocalModel(const kvapp::LocalModel& model);

    // The models already on this computer (kvapp::scanLocalModels), found in the background.
    const kvapp::LocalScan& localModels() const { return m_localModels; }
    void setLocalModels(kvapp::LocalScan scan);
    void scanLocalModelsInBackground(const QStringList& extraFolders);
    // The last session's state (settings), restored without a file path and clean.
    QByteArray toJson() const;
    void restore(const QByteArray& json); // throws AppError like load()

    // Pinned plans, compared side by side and kept in the file (at most kv::kMaxPins). Pinning and
    // unpinning are undoable, so the dirty flag follows them.
    const std::vector<kv::Scenario>& pins() const { return m_pins; }
    const std::vector<kvapp::PinnedPlan>& pinEstimates() const { return m_pinEstimates; }
    bool canPin() const;   // there is room, and the current plan is not pinned already
    void pinCurrent();     // one undo step
    void unpin(int index); // one undo step
    void replacePins(const std::vector<kv::Scenario>& pins); // used by the pin undo command only

    // Choosing (kv::advise, kv::fitTable, kv::machineRanking over the current plan). Each apply is
    // one undoable step.
    std::vector<kv::Advice> advice() const;
    // The money settings the priced figures read (the display currency, the user's own prices, the price of a
    // kWh, hours a day) changed: emits moneyChanged, so the results, the advice and the report price again.
    void notifyMoneyChanged() { Q_EMIT moneyChanged(); }
    void applyAdvice(const kv::Advice& advice, const QString& undoText);
    void applyModelAndScheme(const QString& modelId, const QString& schemeId);
    void applyMachine(const QString& presetId, uint32_t gpus);

    kv::Scenario defaultScenario() const;
    kv::Hardware machineFor(const MachineChoice& choice) const;

    // Used by ScenarioCommand only.
    void replaceScenario(const kv::Scenario& scenario);

Q_SIGNALS:
    void scenarioChanged(const kv::Scenario& scenario);
    void estimateChanged(const kv::Estimate& estimate);
    void dirtyChanged(bool dirty);
    void filePathChanged(const QString& path);
    void openedModelsChanged();
    void localModelsChanged();
    void pinsChanged();
    void moneyChanged();

private:
    void edit(kv::Scenario after, const QString& text, EditKind kind = EditKind::None);
    void recompute();
    void resetTo(const kv::Scenario& scenario, const QString& path, std::vector<kv::Scenario> pins = {});
    void recomputePins();
    void rememberModel(const kv::ModelSpec& model);
    struct Parsed
    {
        kv::Scenario scenario;
        std::vector<kv::Scenario> pins;
        std::vector<kv::UserPrice> prices; // the user's own prices the file keeps (kv::pricesFromPlanFile)
    };
    // Throws what the core's readers throw (kv::InputError, kv::OverflowError).
    Parsed parseScenario(const QByteArray& json, const QString& what) const;

    kv::Catalog m_catalog;
    kvapp::ThisMachine m_thisMachine;
    kvapp::LocalScan m_localModels;
    QPointer<QThread> m_scanThread;
    quint64 m_scanGeneration = 0;
    kv::Scenario m_scenario;
    kv::Estimate m_estimate;
    QString m_error;
    QString m_filePath;
    QUndoStack* m_undo;
    quint64 m_mergeGroup = 0;
    std::vector<kv::ModelSpec> m_openedModels;
    std::vector<kv::Scenario> m_pins;
    std::vector<kvapp::PinnedPlan> m_pinEstimates;
    struct SweepCache
    {
        std::optional<kv::Scenario> key;
        std::vector<uint64_t> xs;
        SweepResult result;
    };
    SweepCache m_sweeps[2];
    struct TimelineCache
    {
        std::optional<kv::Scenario> key;
        kv::ConversationLengths lengths;
        uint32_t points = 0;
        TimelineResult result;
    };
    TimelineCache m_timelines[2]; // the conversation, users joining
    const TimelineResult& timeline(size_t which, const kv::ConversationLengths& lengths, uint32_t points);
    quint64 m_sweepGeneration = 0;
};

} // namespace kvgui
