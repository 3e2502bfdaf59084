// Machine profiles: what a runtime log measured, kept and applied to later plans for the same machine.

#include <QTest>

#include "calibration.h"
#include "errors.h"
#include "estimator.h"
#include "logcheck.h"
#include "modeljson.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace {

constexpr double kMiB = 1048576.0;
constexpr double kGiB = 1073741824.0;

kv::LogCheck checkFixture(const char* name)
{
    const kv::Catalog cat = kv::loadCatalog(std::string(KV_SOURCE_DIR) + "/resources/presets");
    return kv::checkLog(kv::readTextFile(std::string(KV_SOURCE_DIR) + "/tests/data/logs/" + name), cat);
}

double predictedCompute(const kv::LogCheck& c, const std::string& item)
{
    for (const kv::CheckLine& l : c.lines)
        if (l.item == item)
            return l.predicted.value_or(0);
    return 0;
}

} // namespace

class TestCalibration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void computeScaleFromLlamaCppLog();
    void appliedToALaterPlan();
    void vllmFiguresKept();
    void jsonRoundTripAndErrors();
};

void TestCalibration::computeScaleFromLlamaCppLog()
{
    // The gpt-oss-20b log prints "CUDA0 compute buffer size = 456.98 MiB" and "CUDA_Host ... 263.15 MiB".
    const kv::LogCheck c = checkFixture("llamacpp-gptoss20b-131k.log");
    QVERIFY(c.problem.empty());
    const kv::MachineProfile p = kv::calibrationFromCheck(c);
    QVERIFY(p.computeScale.has_value());
    const double predicted = predictedCompute(c, "compute.CUDA0") + predictedCompute(c, "compute.CUDA_Host");
    QVERIFY(predicted > 0);
    QVERIFY(std::fabs(*p.computeScale - (456.98 + 263.15) * kMiB / predicted) < 1e-4);
    QCOMPARE(p.nUbatch, 512u);
    QVERIFY(p.source.find("llama.cpp") != std::string::npos);
}

void TestCalibration::appliedToALaterPlan()
{
    // A later plan on the same machine scales its compute approximation by the measured ratio.
    kv::Scenario s;
    s.model = kv::modelFromJson({{"id", "m"},
                                 {"n_layer", 4},
                                 {"n_head_kv", 2},
                                 {"head_dim", 64},
                                 {"n_vocab", 1000},
                                 {"n_embd", 256},
                                 {"n_head", 4}});
    s.contextPerUser = 4096;
    const uint64_t approx = kv::estimate(s).memory.compute;
    kv::MachineProfile p;
    p.computeScale = 1.25;
    kv::applyProfile(p, s);
    const kv::Estimate e = kv::estimate(s);
    QVERIFY(std::fabs(static_cast<double>(e.memory.compute) - approx * 1.25) <= 2);
}

void TestCalibration::vllmFiguresKept()
{
    // vLLM V0: "peak_torch_memory=17.06GiB ... non_torch_memory=0.35GiB", weights 14.9888 GiB.
    const kv::LogCheck c = checkFixture("vllm-v0-llama31-8b-3090.log");
    const kv::MachineProfile p = kv::calibrationFromCheck(c);
    QVERIFY(p.vllmNonTorchBytes.has_value());
    QVERIFY(std::fabs(*p.vllmNonTorchBytes / kGiB - 0.35) < 0.005);
    QVERIFY(p.vllmActivationPeakBytes.has_value());
    QVERIFY(std::fabs(*p.vllmActivationPeakBytes / kGiB - (17.06 - 14.9888)) < 0.01);
    kv::Scenario s;
    kv::applyProfile(p, s);
    QCOMPARE(s.vllm.nonTorchBytes, p.vllmNonTorchBytes);
}

void TestCalibration::jsonRoundTripAndErrors()
{
    kv::MachineProfile p;
    p.name = "box";
    p.source = "llama.cpp";
    p.computeScale = 1.02;
    p.nUbatch = 512;
    p.vllmNonTorchBytes = 375809638;
    QCOMPARE(kv::profileFromJson(kv::profileToJson(p)), p);
    const auto code = [](const nlohmann::json& j) {
        try {
            (void)kv::profileFromJson(j);
        } catch (const kv::InputError& e) {
            return e.code();
        }
        return std::string("none");
    };
    QCOMPARE(code({{"schema", "kvplanner.estimate/1"}}), std::string("profile-invalid"));
    QCOMPARE(code({{"schema", "kvplanner.machine/1"}, {"compute_scale", -3}}), std::string("profile-invalid"));
    QCOMPARE(code({{"schema", "kvplanner.machine/1"}, {"compute_scale", "big"}}), std::string("profile-invalid"));
    QCOMPARE(code({{"schema", "kvplanner.machine/1"}, {"vllm_non_torch_bytes", -1}}), std::string("profile-invalid"));
}

QTEST_APPLESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
