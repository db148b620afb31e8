// Measured points over the frontier (core/charts/frontier_measured.h): the serving-curves CSV's
// rows grouped into one point per published run, and a vLLM serving benchmark's result divided over
// the instance's GPUs; bad input names the row or field.
#include "core/charts/frontier_measured.h"

#include <QFile>
#include <QTest>

#include <string>

using namespace ridgeline;

namespace {

std::string readMeasuredFile(const char* relative) {
    QFile f(QStringLiteral(RIDGELINE_SOURCE_DIR "/") + QString::fromUtf8(relative));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

} // namespace

class TestFrontierMeasured : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void servingCurvesGroupOnePointPerRun() {
        const std::string text = readMeasuredFile("tests/data/serving-curves.csv");
        QVERIFY(!text.empty());
        const auto points = parseMeasuredFrontier(text, "serving-curves.csv", 1);
        QVERIFY(points);
        QVERIFY(points->size() >= 4);
        // SC017-SC020: DeepSeek-R1 on 8x H200 under SGLang, 1k/1k at 64 in flight.
        const MeasuredFrontierPoint* h200 = nullptr;
        for (const MeasuredFrontierPoint& p : *points)
            if (p.gpu == "H200" && p.concurrency == 64 && p.perGpuTotalTokensPerS &&
                *p.perGpuTotalTokensPerS == 519.71)
                h200 = &p;
        QVERIFY(h200);
        QCOMPARE(h200->gpus, 8);
        QCOMPARE(h200->perGpuOutputTokensPerS, 259.8);
        QCOMPARE(h200->interactivityTokensPerS, 1000.0 / 29.77);
        QCOMPARE(h200->label, std::string("H200 x8 sglang c64"));
        QCOMPARE(h200->date, std::string("2026-05-17"));
        QVERIFY(h200->source.starts_with("https://"));
    }

    void vllmResultIsDividedOverTheGpus() {
        const std::string text = readMeasuredFile("tests/data/measurements/vllm-serving.json");
        const auto points = parseMeasuredFrontier(text, "vllm-serving.json", 2);
        QVERIFY(points);
        QCOMPARE(int(points->size()), 1);
        const MeasuredFrontierPoint& p = points->front();
        QCOMPARE(p.concurrency, 32);
        QCOMPARE(p.gpus, 2);
        QCOMPARE(p.perGpuOutputTokensPerS, 632.1 / 2);
        QVERIFY(qAbs(p.interactivityTokensPerS - 1000.0 / 24.6) < 1e-9);
        QCOMPARE(p.label, std::string("vllm c32"));
    }

    void badInputNamesTheField() {
        const auto gpus = parseMeasuredFrontier("{}", "x.json", 0);
        QVERIFY(!gpus);
        QCOMPARE(gpus.problems().front().path, std::string("gpus"));
        const std::string header =
            "id,source,date,model,weights,gpu,gpus_per_instance,expert_parallel,engine,"
            "engine_version,input_len,output_len,concurrency,metric,value,unit,setup\n";
        const auto row = parseMeasuredFrontier(
            header + "A,s,d,m,w,H200,eight,1,e,v,1,1,4,mean_tpot_ms,3,ms,x\n", "c.csv", 1);
        QVERIFY(!row);
        QCOMPARE(row.problems().front().path, std::string("c.csv row 2"));
    }
};

QTEST_GUILESS_MAIN(TestFrontierMeasured)
#include "tst_frontier_measured.moc"
