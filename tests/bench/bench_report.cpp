// kvplanner-bench-report: one sizing report, end to end, as `kvplanner-cli report` makes it: plan() with
// limits, the context sweep, the layout pass and the PDF (fonts subset and embedded), held to
// BM_Report (issue 7: under 1 s). Needs a QGuiApplication for fonts; offscreen unless told otherwise.

#include <benchmark/benchmark.h>

#include "catalog.h"
#include "hardware.h"
#include "reportexport.h"
#include "reportrenderer.h"

#include <QGuiApplication>

#include <cstdlib>

namespace {

kv::Scenario qwenOn4090()
{
    static const kv::Catalog cat = [] {
        const char* env = std::getenv("KVPLANNER_DATA_DIR");
        return kv::loadCatalog(std::string(env ? env : KV_SOURCE_DIR "/resources") + "/presets");
    }();
    kv::Scenario s;
    s.model = *cat.findModel("qwen3-32b");
    s.weights = *cat.findScheme("Q4_K_M");
    s.contextPerUser = 32768;
    s.users = 4;
    s.hardware = kv::machineFrom(*cat.findHardware("rtx-4090"), kv::MachineOptions{});
    return s;
}

void BM_ReportPdf(benchmark::State& state, const char* language)
{
    const kv::Scenario s = qwenOn4090();
    for (auto _ : state) {
        const kvreport::ReportRenderer r(kvreport::makeReportInput(s), {QString::fromLatin1(language)});
        benchmark::DoNotOptimize(kvreport::pdfBytes(r));
    }
}
BENCHMARK_CAPTURE(BM_ReportPdf, en, "en")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReportPdf, ja, "ja")->Unit(benchmark::kMillisecond);

void BM_ReportPreviewPage(benchmark::State& state)
{
    const kvreport::ReportRenderer r(kvreport::makeReportInput(qwenOn4090()), {});
    for (auto _ : state)
        benchmark::DoNotOptimize(r.pageImage(0, 1.5));
}
BENCHMARK(BM_ReportPreviewPage)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
