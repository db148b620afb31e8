// What a reader of user bytes refuses up front, and how its messages stay short and on one
// line: sizes, nesting, duplicate keys, long and odd text, catalogue sizes, and the layout rules
// on attention heads and layers.
#include "test_support.h"

#include "core/base/user_json.h"
#include "core/catalogue/catalogue.h"

#include <QTest>

#include <fmt/format.h>

using namespace ridgeline;

namespace {

Problems problemsOf(const std::string& text) {
    const Result<Scenario> r = parseScenario(text, test::catalogue());
    return r ? Problems{} : r.problems();
}

bool mentions(const Problems& ps, std::string_view path, std::string_view words) {
    for (const Problem& p : ps) {
        if (p.path == path && p.message.find(words) != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

class InputBounds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void oversizedTextIsRefusedBeforeParsing() {
        // Not JSON at all: refused for its size, not for its syntax.
        const std::string text(maxScenarioBytes + 1, '[');
        const Problems ps = problemsOf(text);
        QCOMPARE(ps.size(), std::size_t(1));
        QVERIFY(mentions(ps, "scenario", "too large (allowed: up to 1048576 bytes)"));
    }

    void deepNestingIsRefused() {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        QVERIFY(mentions(problemsOf(deep), "scenario", "nested more than 32 levels"));
    }

    void duplicateKeysAreRefused() {
        QVERIFY(mentions(problemsOf(R"({"ridgeline": 1, "workload": {"batch": 4, "batch": 8}})"),
                         "scenario", "the key \"batch\" appears twice"));
        QVERIFY(mentions(problemsOf(R"({"ridgeline": 1, "ridgeline": 1})"), "scenario",
                         "appears twice"));
        // The same key in two objects is fine.
        QVERIFY(problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-2-7b"},
            "hardware": {"compare": [{"gpu": "h100-sxm"}, {"gpu": "a100-sxm-80gb"}]}})")
                    .empty());
    }

    void longTextIsRefusedWithItsLength() {
        const std::string name(maxTextBytes + 1, 'n');
        QVERIFY(mentions(problemsOf(std::string("{\"ridgeline\": 1, \"name\": \"") + name + "\"}"),
                         "name", "is 257 bytes long (allowed: text of up to 256 bytes)"));
        QVERIFY(problemsOf(std::string("{\"ridgeline\": 1, \"name\": \"") + name.substr(1) + "\"}")
                    .empty());
    }

    void messagesStayOneShortLine() {
        const std::string key = fmt::format("a\nb\x1b[31m{}", std::string(10000, 'k'));
        const std::string gpu = fmt::format("g\r\n{}", std::string(100000, 'g'));
        const std::string text = nlohmann::json{
            {"ridgeline", 1},
            {key, 1},
            {"hardware", {{"gpu", gpu}}},
            {"workload",
             {{"mode", gpu}}}}.dump();
        const Problems ps = problemsOf(text);
        QCOMPARE(ps.size(), std::size_t(3));
        for (const Problem& p : ps) {
            const std::string line = describe(p);
            QVERIFY2(line.find('\n') == std::string::npos, line.c_str());
            QVERIFY2(line.find('\x1b') == std::string::npos, line.c_str());
            QVERIFY2(line.size() < 1200, line.substr(0, 200).c_str());
            QVERIFY2(line.find("allowed") != std::string::npos, line.c_str());
        }
        QCOMPARE(shownText("a\nb\x1b"), std::string("a\\nb\\x1b"));
        QCOMPARE(shownText(std::string(100, 'x'), 10), std::string(10, 'x') + "...");
        // Elision never splits a UTF-8 character: "ü" is two bytes.
        QCOMPARE(shownText("aaaaaaaaa\xc3\xbc", 10), std::string("aaaaaaaaa..."));
    }

    void tensorParallelMustDivideTheHeads() {
        // Llama-2-7B has 32 heads.
        const Problems ps = problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "h100-sxm", "count": 6}, "workload": {"tensor_parallel": 6}})");
        QVERIFY(mentions(ps, "workload.tensor_parallel",
                         "6 does not divide the model's 32 attention heads (allowed: a divisor "
                         "of 32)"));
        QCOMPARE(ps.front().code, ProblemCode::tensorParallelNotDividingHeads);
        QVERIFY(problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "h100-sxm", "count": 8}, "workload": {"tensor_parallel": 8}})")
                    .empty());
    }

    void pipelineStagesAtMostTheLayers() {
        const Problems ps = problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "h100-sxm", "count": 64},
            "workload": {"mode": "training", "pipeline_parallel": 64}})");
        QVERIFY(mentions(ps, "workload.pipeline_parallel",
                         "64 stages are more than the model's 32 layers (allowed: 1..32)"));
        QVERIFY(problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "h100-sxm", "count": 32},
            "workload": {"mode": "training", "pipeline_parallel": 32}})")
                    .empty());
    }

    void gpuWithoutAnyPeakIsRefused() {
        // The flops object replaces the base GPU's whole set: all zeros leaves no format to run.
        const Problems ps = problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": {"base": "rtx-4090", "flops": {"fp32": 0}}}})");
        QVERIFY(mentions(ps, "hardware.gpu.flops", "needs at least one positive figure"));
        QCOMPARE(ps.front().code, ProblemCode::outOfRange);
        QVERIFY(problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": {"base": "rtx-4090", "flops": {"fp32": 0, "bf16": 1.65e14}}}})")
                    .empty());
        // A compared GPU and a user catalogue's entry are read by the same rule.
        QVERIFY(mentions(problemsOf(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": "h100-sxm", "compare": [{"gpu": {"base": "a100-sxm-80gb",
              "flops": {"bf16": 0}}}]}})"),
                         "hardware.compare[0].gpu.flops", "needs at least one positive figure"));
    }

    void catalogueSizeIsBounded() {
        const Catalogue base = test::catalogue();
        const Result<Catalogue> big =
            withUserCatalogue(base, std::string(maxCatalogueBytes + 1, ' '), "user.json");
        QVERIFY(!big);
        QVERIFY(mentions(big.problems(), "user.json", "too large"));
        nlohmann::json many = {{"engines", nlohmann::json::array()}};
        for (std::size_t i = 0; i <= maxCatalogueEntries; ++i)
            many["engines"].push_back({{"id", fmt::format("e{}", i)}});
        const Result<Catalogue> tooMany = withUserCatalogue(base, many.dump(), "user.json");
        QVERIFY(!tooMany);
        QCOMPARE(tooMany.problems().size(), std::size_t(1));
        QVERIFY(mentions(tooMany.problems(), "user.json.engines", "has 1001 entries"));
    }

    void errorsStayProportionalToTheCatalogue() {
        // 900 GPUs: an unknown GPU names at most 40 of them, not all 900.
        nlohmann::json gpus = nlohmann::json::array();
        for (int i = 0; i < 900; ++i)
            gpus.push_back({{"base", "rtx-4090"}, {"id", fmt::format("gpu-{}", i)}});
        const Result<Catalogue> cat =
            withUserCatalogue(test::catalogue(), nlohmann::json{{"gpus", gpus}}.dump(), "u.json");
        QVERIFY(cat);
        const Result<Scenario> s =
            parseScenario(R"({"ridgeline": 1, "hardware": {"gpu": "nope"}})", *cat);
        QVERIFY(!s);
        const std::string line = describe(s.problems().front());
        QVERIFY2(line.size() < 1000, line.c_str());
        const std::size_t unlisted = test::catalogue().gpus.size() + 900 - 40;
        QVERIFY2(line.find(fmt::format("and {} more", unlisted)) != std::string::npos,
                 line.c_str());
    }

    // Every refusal of these readers carries a code, a value and the allowed range, so that the
    // window words it in the user's language (issue 32: they reached it in English).
    void refusalsCarryACode_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("catalogue");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code");
        const QString model = QStringLiteral(R"("model": {"preset": "llama-3.1-8b"})");
        auto scenario = [&](const char* rest) {
            return QStringLiteral(R"({"ridgeline": 1, %1, %2})")
                .arg(model, QString::fromUtf8(rest));
        };
        QTest::newRow("network unknown")
            << scenario(R"("hardware": {"gpu": "h100-sxm", "network": "carrier-pigeon"})")
            << QString() << QStringLiteral("hardware.network") << int(ProblemCode::unknownValue);
        QTest::newRow("network wrong type")
            << scenario(R"("hardware": {"gpu": "h100-sxm", "network": 5})") << QString()
            << QStringLiteral("hardware.network") << int(ProblemCode::wrongType);
        QTest::newRow("network rate missing")
            << scenario(R"("hardware": {"gpu": "h100-sxm", "network": {"latency_s": 0.00001}})")
            << QString() << QStringLiteral("hardware.network.bytes_per_s")
            << int(ProblemCode::required);
        QTest::newRow("no network over nodes")
            << scenario(R"("hardware": {"gpu": "h100-sxm", "count": 16, "network": "none"})")
            << QString() << QStringLiteral("hardware.network")
            << int(ProblemCode::networkNoneAcrossNodes);
        QTest::newRow("format wrong type")
            << scenario(R"("workload": {"weight_format": [8]})") << QString()
            << QStringLiteral("workload.weight_format") << int(ProblemCode::wrongType);
        QTest::newRow("hf_config with preset")
            << QStringLiteral(R"({"ridgeline": 1, "model": {"preset": "llama-3.1-8b",
                 "hf_config": {"model_type": "llama"}}})")
            << QString() << QStringLiteral("model.hf_config")
            << int(ProblemCode::modelSourceConflict);
        QTest::newRow("gpu flops below the floor")
            << scenario(R"("hardware": {"gpu": {"base": "rtx-4090", "flops": {"bf16": 5}}})")
            << QString() << QStringLiteral("hardware.gpu.flops.bf16")
            << int(ProblemCode::outOfRange);
        QTest::newRow("catalogue not an array")
            << QString() << QStringLiteral(R"({"gpus": {"id": "x"}})")
            << QStringLiteral("u.json.gpus") << int(ProblemCode::wrongType);
        QTest::newRow("catalogue unknown base")
            << QString() << QStringLiteral(R"({"gpus": [{"id": "x", "base": "nope"}]})")
            << QStringLiteral("u.json.gpus[0].base") << int(ProblemCode::unknownValue);
        QTest::newRow("catalogue flops_extra")
            << QString()
            << QStringLiteral(R"({"gpus": [{"id": "x", "base": "rtx-4090", "flops_extra": 3}]})")
            << QStringLiteral("u.json.gpus[0].flops_extra") << int(ProblemCode::wrongType);
    }
    void refusalsCarryACode() {
        QFETCH(QString, scenario);
        QFETCH(QString, catalogue);
        QFETCH(QString, path);
        QFETCH(int, code);
        Problems ps;
        if (scenario.isEmpty()) {
            const Result<Catalogue> c =
                withUserCatalogue(test::catalogue(), catalogue.toStdString(), "u.json");
            if (!c)
                ps = c.problems();
        } else {
            ps = problemsOf(scenario.toStdString());
        }
        const Problem* found = nullptr;
        for (const Problem& p : ps)
            if (p.path == path.toStdString())
                found = &p;
        QVERIFY2(found, ps.empty() ? "no problem" : describe(ps.front()).c_str());
        QCOMPARE(int(found->code), code);
        QVERIFY2(!found->allowed.empty(), found->message.c_str());
    }
};

QTEST_MAIN(InputBounds)
#include "tst_input_bounds.moc"
