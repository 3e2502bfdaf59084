#include "plannerdocument.h"

#include "apperror.h"
#include "atomicfile.h"
#include "choosewording.h"
#include "moneysettings.h"
#include "settings.h"

#include "checked.h"
#include "cluster.h"
#include "defaults.h"
#include "errors.h"
#include "exllamav3/exllamav3.h"
#include "modelfile.h"
#include "modeljson.h"
#include "scenariojson.h"
#include "wording.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

#include <nlohmann/json.hpp>

namespace kvgui {

namespace {

constexpr qint64 kMaxScenarioBytes = 16 << 20;

QString coreErrorText(const std::exception& e)
{
    if (const auto* input = dynamic_cast<const kv::InputError*>(&e))
        return kvapp::describeError(*input);
    if (dynamic_cast<const kv::OverflowError*>(&e))
        return PlannerDocument::tr("The numbers are too large to compute.");
    return PlannerDocument::tr("Unexpected problem: %1").arg(QString::fromUtf8(e.what()));
}

// Runs `read`; what the core refuses there (kv::InputError, kv::OverflowError) is thrown again as an
// AppError worded by `context` (which names the file: "“a.kvplan” is not a scenario ...: %reason").
// Anything else is not an input's fault and goes on, unworded, to the boundary (apperror.h).
template <typename Context, typename Read> void wordCoreErrors(const Context& context, const Read& read)
{
    try {
        read();
    } catch (const kv::InputError& e) {
        throw kvapp::AppError{context(coreErrorText(e))};
    } catch (const kv::OverflowError& e) {
        throw kvapp::AppError{context(coreErrorText(e))};
    }
}

} // namespace

PlannerDocument::PlannerDocument(kv::Catalog catalog, QObject* parent)
    : QObject(parent), m_catalog(std::move(catalog)), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT dirtyChanged(!clean); });
    m_scenario = defaultScenario();
    recompute();
}

PlannerDocument::~PlannerDocument()
{
    if (m_scanThread) { // a scan of the model folders still running
        m_scanThread->wait();
        delete m_scanThread.data();
    }
}

QString PlannerDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

bool PlannerDocument::isDirty() const
{
    return !m_undo->isClean();
}

kv::Scenario PlannerDocument::defaultScenario() const
{
    kv::Scenario s;
    if (const kv::ModelSpec* m = m_catalog.findModel("qwen3-32b"))
        s.model = *m;
    else if (!m_catalog.models.empty())
        s.model = m_catalog.models.front();
    if (const kv::WeightScheme* w = m_catalog.findScheme(kv::defaults::kWeightScheme))
        s.weights = *w;
    s.contextPerUser = 8192;
    s.users = 1;
    MachineChoice machine;
    if (const kv::HardwarePreset* here = m_catalog.findHardware(kvapp::kThisMachineId)) {
        machine.presetId = QString::fromLatin1(kvapp::kThisMachineId);
        machine.ramBytes = here->systemRamBytes;
    } else if (m_catalog.findHardware("rtx-4090"))
        machine.presetId = QStringLiteral("rtx-4090");
    s.hardware = machineFor(machine);
    return s;
}

kv::Hardware PlannerDocument::machineFor(const MachineChoice& c) const
{
    kv::MachineOptions options;
    options.gpus = std::max<uint32_t>(1, c.gpus);
    options.ramBytes = c.ramBytes;
    kv::Hardware one;
    const kv::HardwarePreset* p = c.presetId.isEmpty() ? nullptr : m_catalog.findHardware(c.presetId.toStdString());
    if (p)
        one = kv::machineFrom(*p, options);
    else
        one = kv::customMachine(c.gpus > 0 ? c.vramBytes : 0, c.gpus, c.ramBytes, options);
    if (c.nodes <= 1)
        return one;
    kv::Link link = c.link;
    if (link.gbps <= 0)
        link = kv::linkPreset("10gbe").value_or(kv::Link{});
    return kv::clusterOf(one, std::min(c.nodes, kv::kMaxNodes), link);
}

MachineChoice PlannerDocument::choiceForPreset(const QString& presetId) const
{
    MachineChoice c = machineChoice();
    c.presetId = presetId;
    if (const kv::HardwarePreset* p = m_catalog.findHardware(presetId.toStdString())) {
        c.gpus = std::max<uint32_t>(1, c.gpus);
        if (p->kind == kv::DeviceKind::Gpu && p->systemRamBytes > 0)
            c.ramBytes = p->systemRamBytes;
    }
    return c;
}

MachineChoice PlannerDocument::machineChoice() const
{
    MachineChoice c;
    const kv::Hardware& hw = m_scenario.hardware;
    c.presetId = QString::fromStdString(hw.id);
    c.gpus = 0;
    c.nodes = std::max<uint32_t>(1, hw.nodeCount());
    if (c.nodes > 1)
        c.link = hw.link;
    bool sawGpu = false;
    for (const kv::Device& d : hw.devices) {
        if (d.node != 0)
            continue; // a cluster: the fields describe its first node
        if (d.kind == kv::DeviceKind::Gpu) {
            ++c.gpus;
            if (!sawGpu)
                c.vramBytes = d.capacityBytes;
            sawGpu = true;
        } else {
            c.ramBytes = d.capacityBytes;
        }
    }
    if (!c.presetId.isEmpty() && !m_catalog.findHardware(hw.id))
        c.presetId.clear(); // a preset this build does not know: show its capacities as custom
    return c;
}

bool PlannerDocument::machineHasMixedNodes() const
{
    const kv::Hardware& hw = m_scenario.hardware;
    if (hw.nodeCount() <= 1)
        return false;
    kv::Hardware same = machineFor(machineChoice());
    same.hosts = hw.hosts;
    same.name = hw.name;
    return same.devices != hw.devices;
}

void PlannerDocument::openClusterFile(const QString& path)
{
    QFile f(path);
    const QString name = QFileInfo(path).fileName();
    if (!f.open(QIODevice::ReadOnly))
        throw kvapp::AppError{tr("Cannot read “%1”: %2").arg(name, f.errorString())};
    if (f.size() > kMaxScenarioBytes)
        throw kvapp::AppError{tr("“%1” is too large to be a cluster file.").arg(name)};
    const QByteArray bytes = f.readAll();
    kv::Scenario s = m_scenario;
    wordCoreErrors(
        [&name](const QString& why) { return tr("“%1” is not a cluster kvplanner can open: %2").arg(name, why); },
        [&] { s.hardware = kv::clusterFromJson(bytes.toStdString(), name.toStdString(), m_catalog.hardware); });
    edit(std::move(s), tr("Open cluster"), EditKind::Hardware);
}

const SweepResult& PlannerDocument::sweep(kv::SweepAxis axis, const std::vector<uint64_t>& xs)
{
    SweepCache& cache = m_sweeps[axis == kv::SweepAxis::Context ? 0 : 1];
    kv::Scenario key = m_scenario;
    if (axis == kv::SweepAxis::Context)
        key.contextPerUser = 0;
    else
        key.users = 0;
    if (cache.key && *cache.key == key && cache.xs == xs)
        return cache.result;
    cache.key = key;
    cache.xs = xs;
    cache.result.generation = ++m_sweepGeneration;
    // The core's two ways to fail (bad input, numbers beyond 64 bits at the sweep's far end) leave an empty
    // sweep: the estimate itself already says what is wrong. Anything else is a bug and is not hidden.
    try {
        cache.result.points = hasError() ? std::vector<kv::SweepPoint>{} : kv::sweep(m_scenario, axis, xs);
    } catch (const kv::InputError&) {
        cache.result.points.clear();
    } catch (const kv::OverflowError&) {
        cache.result.points.clear();
    }
    return cache.result;
}

const TimelineResult& PlannerDocument::conversation(const kv::ConversationLengths& lengths, uint32_t points)
{
    return timeline(0, lengths, points);
}

const TimelineResult& PlannerDocument::usersJoining()
{
    return timeline(1, {}, 0);
}

const TimelineResult& PlannerDocument::timeline(size_t which, const kv::ConversationLengths& lengths, uint32_t points)
{
    TimelineCache& cache = m_timelines[which];
    if (cache.key && *cache.key == m_scenario && cache.lengths == lengths && cache.points == points)
        return cache.result;
    cache.key = m_scenario;
    cache.lengths = lengths;
    cache.points = points;
    cache.result.generation = ++m_sweepGeneration;
    try {
        if (hasError())
            cache.result.points.clear();
        else if (which == 0)
            cache.result.points =
                kv::conversationTimeline(m_scenario, lengths.promptTokens, lengths.answerTokens, points);
        else
            cache.result.points = kv::usersJoining(m_scenario);
    } catch (const kv::InputError&) {
        cache.result.points.clear();
    } catch (const kv::OverflowError&) {
        cache.result.points.clear();
    }
    return cache.result;
}

// --- edits -------------------------------------------------------------------------------------

void PlannerDocument::edit(kv::Scenario after, const QString& text, EditKind kind)
{
    if (after == m_scenario)
        return;
    m_undo->push(new ScenarioCommand(this, m_scenario, std::move(after), text, kind, m_mergeGroup));
}

bool PlannerDocument::setModelById(const QString& id)
{
    const std::string key = id.toStdString();
    if (const kv::ModelSpec* m = m_catalog.findModel(key)) {
        setModel(*m);
        return true;
    }
    for (const kv::ModelSpec& m : m_openedModels) {
        if (m.id == key) {
            setModel(m);
            return true;
        }
    }
    return false;
}

void PlannerDocument::setModel(const kv::ModelSpec& model)
{
    rememberModel(model);
    kv::Scenario s = m_scenario;
    s.model = model;
    if (model.mlxQuant.bits > 0 && model.weightsBytesExact > 0) {
        s.runtime = kv::Runtime::Mlx; // an MLX folder (mlx-community's): mlx-lm runs it, at the folder's bits
        if (const kv::WeightScheme* w = m_catalog.findScheme(model.weightsFileType))
            s.weights = *w;
    }
    //: undo step name; %1 is a model name
    edit(std::move(s), tr("Choose model %1").arg(QString::fromStdString(model.name)));
}

void PlannerDocument::setContextPerUser(uint64_t tokens)
{
    kv::Scenario s = m_scenario;
    s.contextPerUser = tokens;
    edit(std::move(s), tr("Change context"), EditKind::Context);
}

void PlannerDocument::setUsers(uint32_t users)
{
    kv::Scenario s = m_scenario;
    s.users = users;
    edit(std::move(s), tr("Change users"), EditKind::Users);
}

bool PlannerDocument::setWeightScheme(const QString& id)
{
    const kv::WeightScheme* w = m_catalog.findScheme(id.toStdString());
    const auto exl3 = w ? std::nullopt : kv::exl3Scheme(id.toStdString()); // EXL3 rates are parameterised
    if (!w && !exl3)
        return false;
    kv::Scenario s = m_scenario;
    s.weights = w ? *w : *exl3;
    edit(std::move(s), tr("Change weight precision"), EditKind::Weights);
    return true;
}

void PlannerDocument::setKvType(kv::ElemType type)
{
    setCacheTypes(type, type);
}

void PlannerDocument::setCacheTypes(kv::ElemType k, kv::ElemType v)
{
    kv::Scenario s = m_scenario;
    s.typeK = k;
    s.typeV = v;
    edit(std::move(s), tr("Change KV cache precision"), EditKind::KvType);
}

void PlannerDocument::setRuntime(kv::Runtime runtime)
{
    kv::Scenario s = m_scenario;
    s.runtime = runtime;
    s.weights = kv::weightsForRuntime(runtime, s.weights, m_catalog); // vLLM cannot load Q4_K_M, MLX no GGUF
    edit(std::move(s), tr("Change runtime"));
}

void PlannerDocument::setLlamaOptions(const kv::LlamaCppOptions& options)
{
    kv::Scenario s = m_scenario;
    s.llama = options;
    edit(std::move(s), tr("Change runtime options"), EditKind::Llama);
}

void PlannerDocument::setVllmOptions(const kv::VllmOptions& options)
{
    kv::Scenario s = m_scenario;
    s.vllm = options;
    edit(std::move(s), tr("Change vLLM options"), EditKind::Vllm);
}

void PlannerDocument::setSideModels(const kv::SideModels& side)
{
    kv::Scenario s = m_scenario;
    s.side = side;
    edit(std::move(s), tr("Change side models"));
}

void PlannerDocument::setMachine(const MachineChoice& choice)
{
    kv::Scenario s = m_scenario;
    s.hardware = machineFor(choice);
    edit(std::move(s), tr("Change hardware"), EditKind::Hardware);
}

void PlannerDocument::setScenario(const kv::Scenario& scenario, const QString& undoText)
{
    rememberModel(scenario.model);
    edit(scenario, undoText);
}

void PlannerDocument::replaceScenario(const kv::Scenario& scenario)
{
    m_scenario = scenario;
    recompute();
}

void PlannerDocument::recompute()
{
    try {
        m_estimate = kv::plan(m_scenario);
        m_error.clear();
    } catch (const std::exception& e) {
        m_estimate = kv::Estimate{};
        m_error = coreErrorText(e);
    }
    Q_EMIT scenarioChanged(m_scenario);
    Q_EMIT estimateChanged(m_estimate);
}

void PlannerDocument::rememberModel(const kv::ModelSpec& model)
{
    if (m_catalog.findModel(model.id))
        return;
    for (kv::ModelSpec& m : m_openedModels) {
        if (m.id == model.id) {
            m = model;
            Q_EMIT openedModelsChanged();
            return;
        }
    }
    m_openedModels.push_back(model);
    Q_EMIT openedModelsChanged();
}

// --- files -------------------------------------------------------------------------------------

void PlannerDocument::resetTo(const kv::Scenario& scenario, const QString& path, std::vector<kv::Scenario> pins)
{
    rememberModel(scenario.model);
    m_undo->clear();
    m_scenario = scenario;
    m_pins = std::move(pins);
    recomputePins();
    if (m_filePath != path) {
        m_filePath = path;
        Q_EMIT filePathChanged(m_filePath);
    }
    m_undo->setClean();
    recompute();
    Q_EMIT dirtyChanged(false);
}

void PlannerDocument::newDocument()
{
    resetTo(defaultScenario(), QString());
}

namespace {

// A plan file's prices join the user's own (the file's win for the same hardware), so that the Machines tab and
// the report price the plan as whoever saved it did.
void keepPrices(const std::vector<kv::UserPrice>& fromFile, const kv::Catalog& catalog)
{
    if (fromFile.empty())
        return;
    std::vector<kv::UserPrice> prices = savedUserPrices(catalog);
    kv::overlayUserPrices(prices, fromFile);
    Settings::set(settings::kUserPrices, QByteArray::fromStdString(kv::userPricesToJson(prices).dump()));
}

} // namespace

PlannerDocument::Parsed PlannerDocument::parseScenario(const QByteArray& json, const QString& what) const
{
    const nlohmann::json j = kv::parseJsonText(json.toStdString(), what.toStdString());
    return Parsed{kv::scenarioFromJson(j, m_catalog), kv::pinsFromJson(j, m_catalog),
                  kv::pricesFromPlanFile(j, what.toStdString(), m_catalog, kvapp::moneyTable())};
}

void PlannerDocument::load(const QString& path)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly))
        throw kvapp::AppError{tr("Cannot read “%1”: %2").arg(name, file.errorString())};
    if (file.size() > kMaxScenarioBytes)
        throw kvapp::AppError{tr("“%1” is too large to be a scenario file.").arg(name)};
    Parsed s;
    wordCoreErrors(
        [&name](const QString& why) { return tr("“%1” is not a scenario kvplanner can open: %2").arg(name, why); },
        [&] { s = parseScenario(file.readAll(), name); });
    resetTo(s.scenario, QFileInfo(path).absoluteFilePath(), s.pins);
    keepPrices(s.prices, m_catalog);
}

void PlannerDocument::save(const QString& path)
{
    kvapp::saveBytes(path, toJson()); // throws AppError: the path and the flags stay as they were
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_filePath != absolute) {
        m_filePath = absolute;
        Q_EMIT filePathChanged(m_filePath);
    }
    m_undo->setClean();
}

void PlannerDocument::openModelFile(const QString& path)
{
    kv::ModelSpec model;
    wordCoreErrors(
        [&path](const QString& why) {
            return tr("Cannot open the model file “%1”: %2").arg(QFileInfo(path).fileName(), why);
        },
        [&] {
            model = kvapp::loadLocalModel(path);
            kv::validate(model);
        });
    setModel(model);
}

void PlannerDocument::openLocalModel(const kvapp::LocalModel& local)
{
    kv::ModelSpec model;
    wordCoreErrors([&local](const QString& why) { return tr("Cannot open the model “%1”: %2").arg(local.name, why); },
                   [&] {
                       model = kvapp::loadLocalModel(local);
                       kv::validate(model);
                   });
    setModel(model);
}

void PlannerDocument::setLocalModels(kvapp::LocalScan scan)
{
    ++m_scanGeneration; // a background scan still running is now stale
    m_localModels = std::move(scan);
    Q_EMIT localModelsChanged();
}

void PlannerDocument::scanLocalModelsInBackground(const QStringList& extraFolders)
{
    const quint64 generation = ++m_scanGeneration;
    auto result = std::make_shared<kvapp::LocalScan>();
    QThread* thread = QThread::create([extraFolders, result] { *result = kvapp::scanLocalModels(extraFolders); });
    if (m_scanThread) { // one scan at a time: the older one finishes on its own
        m_scanThread->wait();
    }
    m_scanThread = thread;
    connect(thread, &QThread::finished, this, [this, thread, result, generation] {
        thread->deleteLater();
        if (generation != m_scanGeneration)
            return;
        m_localModels = std::move(*result);
        Q_EMIT localModelsChanged();
    });
    thread->start();
}

QByteArray PlannerDocument::toJson() const
{
    // The user's own prices (the Machines tab's, in the settings) travel with the plan.
    return QByteArray::fromStdString(kv::planFileToJson(m_scenario, m_pins, savedUserPrices(m_catalog)).dump(2)) + '\n';
}

void PlannerDocument::restore(const QByteArray& json)
{
    Parsed s;
    wordCoreErrors([](const QString& why) { return why; }, [&] { s = parseScenario(json, tr("last session")); });
    resetTo(s.scenario, QString(), s.pins);
}

// --- pins --------------------------------------------------------------------------------------

namespace {

// Pinning or unpinning: the pins before and after.
class PinCommand : public QUndoCommand
{
public:
    PinCommand(PlannerDocument* doc, std::vector<kv::Scenario> before, std::vector<kv::Scenario> after,
               const QString& text)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_doc->replacePins(m_before); }
    void redo() override { m_doc->replacePins(m_after); }

private:
    PlannerDocument* m_doc;
    std::vector<kv::Scenario> m_before, m_after;
};

} // namespace

bool PlannerDocument::canPin() const
{
    return m_pins.size() < kv::kMaxPins && !hasError() &&
           std::find(m_pins.begin(), m_pins.end(), m_scenario) == m_pins.end();
}

void PlannerDocument::pinCurrent()
{
    if (!canPin())
        return;
    std::vector<kv::Scenario> after = m_pins;
    after.push_back(m_scenario);
    m_undo->push(new PinCommand(this, m_pins, std::move(after), tr("Pin plan")));
}

void PlannerDocument::unpin(int index)
{
    if (index < 0 || static_cast<size_t>(index) >= m_pins.size())
        return;
    std::vector<kv::Scenario> after = m_pins;
    after.erase(after.begin() + index);
    m_undo->push(new PinCommand(this, m_pins, std::move(after), tr("Unpin plan")));
}

void PlannerDocument::replacePins(const std::vector<kv::Scenario>& pins)
{
    m_pins = pins;
    recomputePins();
}

void PlannerDocument::recomputePins()
{
    m_pinEstimates = kvapp::planPins(m_pins);
    Q_EMIT pinsChanged();
}

// --- choosing ----------------------------------------------------------------------------------

std::vector<kv::Advice> PlannerDocument::advice() const
{
    if (hasError())
        return {};
    kv::AdviceOptions o;
    o.schemes = kv::schemesFor(m_scenario.runtime, m_catalog);
    const MachineChoice choice = machineChoice();
    const bool known = choice.presetId.isEmpty() || m_catalog.findHardware(choice.presetId.toStdString());
    if (known && !m_scenario.hardware.devices.empty()) {
        o.machines = m_catalog.hardware; // ranked only when no single change fits
        // The cheapest first, priced as the advice panel prices them (the display currency, the user's prices).
        o.priceOf = kvapp::priceOf({&m_catalog.hardware, savedUserPrices(m_catalog), displayCurrency()});
        o.machine = [this, choice](const kv::MachineTweak& t) -> std::optional<kv::Hardware> {
            MachineChoice c = choice;
            if (t.gpus && c.presetId == QLatin1String(kvapp::kThisMachineId))
                return std::nullopt; // this computer has the GPUs it has
            if (t.gpus)
                c.gpus = *t.gpus;
            kv::Hardware hw = machineFor(c);
            if (t.gpuLimitBytes && hw.devices.size() == 1 && hw.devices[0].kind == kv::DeviceKind::Unified)
                hw.devices[0].gpuLimitBytes = *t.gpuLimitBytes;
            return hw;
        };
    }
    try {
        return kv::advise(m_scenario, m_estimate, o);
    } catch (const kv::InputError&) {
        return {}; // a change the core rejects is not offered
    } catch (const kv::OverflowError&) {
        return {};
    }
}

void PlannerDocument::applyAdvice(const kv::Advice& advice, const QString& undoText)
{
    setScenario(advice.scenario, undoText);
}

void PlannerDocument::applyModelAndScheme(const QString& modelId, const QString& schemeId)
{
    const kv::ModelSpec* m = m_catalog.findModel(modelId.toStdString());
    const kv::WeightScheme* w = m_catalog.findScheme(schemeId.toStdString());
    if (m && w)
        setScenario(kv::withModel(m_scenario, *m, *w),
                    tr("Choose %1 at %2").arg(QString::fromStdString(m->name), schemeId));
}

void PlannerDocument::applyMachine(const QString& presetId, uint32_t gpus)
{
    if (const kv::HardwarePreset* h = m_catalog.findHardware(presetId.toStdString()))
        setScenario(kv::onMachine(m_scenario, *h, gpus), tr("Choose %1").arg(QString::fromStdString(h->name)));
}

} // namespace kvgui
