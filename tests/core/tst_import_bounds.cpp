// What the importers refuse up front, through the same bounded reading as scenarios: measurement
// files (plain CSV, llama-bench CSV, JSON and JSONL, vLLM JSON) and Hugging Face configs. Each bad
// input comes back as problems, one line each, that name the file, row or key and say what is
// allowed; none is read past its limit.
#include "test_support.h"

#include "core/base/csv.h"
#include "core/base/user_json.h"
#include "core/calibration/measurements.h"
#include "core/catalogue/hf_config.h"
#include "core/files/scenario_io.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fmt/format.h>

using namespace ridgeline;

namespace {

const char* plainHeader = "model,gpu,batch,metric,value\n";
const char* plainRow = "llama-2-7b,h100-sxm,1,tpot_s,0.01\n";

std::string repeated(const std::string& s, std::size_t n) {
    std::string out;
    out.reserve(s.size() * n);
    for (std::size_t i = 0; i < n; ++i)
        out += s;
    return out;
}

std::string deepJson(int levels) {
    return fmt::format("[{}{}]", std::string(std::size_t(levels), '['),
                       std::string(std::size_t(levels), ']'));
}

// Every problem as "path: message", one per line; and a failure when one is not a short single
// line that says what is allowed.
std::string linesOf(const Problems& problems) {
    std::string all;
    for (const Problem& p : problems) {
        const std::string line = describe(p);
        if (line.find('\n') != std::string::npos || line.size() > 1000 ||
            line.find("allowed") == std::string::npos)
            return "BAD LINE: " + line;
        all += line + "\n";
    }
    return all;
}

} // namespace

class ImportBounds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void measurementsAreRefused_data() {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<QString>("expected");
        const std::string header = plainHeader;
        const std::string row = plainRow;
        QTest::newRow("oversize") << std::string(maxMeasurementBytes + 1, ' ')
                                  << "m: is 16777217 bytes, too large (allowed: up to 16777216 "
                                     "bytes)";
        QTest::newRow("duplicate key, llama-bench JSON")
            << std::string(R"([{"avg_ts": 10, "n_gen": 128, "avg_ts": 12}])")
            << "m: the key \"avg_ts\" appears twice in one object (allowed: each key once)";
        QTest::newRow("duplicate key, vLLM JSON")
            << std::string(R"({"completed": 10, "median_tpot_ms": 20, "completed": 11})")
            << "m: the key \"completed\" appears twice";
        QTest::newRow("duplicate key, JSONL line 2")
            << std::string("{\"avg_ts\": 10, \"n_gen\": 128}\n{\"n_gen\": 1, \"n_gen\": 2}\n")
            << "m line 2: the key \"n_gen\" appears twice";
        QTest::newRow("too deep") << deepJson(40)
                                  << "m: nested more than 32 levels deep (allowed: up to 32)";
        QTest::newRow("too deep, JSONL")
            << std::string("{\"avg_ts\": 10, \"n_gen\": 128}\n{\"a\": ") + deepJson(40) + "}\n"
            << "m line 2: nested more than 32 levels deep";
        QTest::newRow("not JSON") << std::string("{\"avg_ts\": ")
                                  << "m: not valid JSON: unexpected end of input";
        QTest::newRow("too many tests")
            << fmt::format("[{}{}]", repeated(R"({"avg_ts": 1, "n_gen": 1},)", maxMeasurementRows),
                           R"({"avg_ts": 1, "n_gen": 1})")
            << "m: has 10001 tests (allowed: up to 10000)";
        QTest::newRow("too many rows") << header + repeated(row, maxMeasurementRows)
                                       << "m: has more than 10000 rows (allowed: up to 10000 rows, "
                                          "the header included)";
        QTest::newRow("row too long") << header + row + std::string(maxMeasurementRowBytes + 1, 'x')
                                      << "m row 3: is more than 16384 bytes long (allowed: rows "
                                         "of up to 16384 bytes)";
        QTest::newRow("too many fields") << std::string(300, ',') + "\n"
                                         << "m row 1: has more than 256 fields (allowed: up to "
                                            "256 fields a row)";
        QTest::newRow("short row") << header + row + "llama-2-7b,h100-sxm,tpot_s,0.01\n"
                                   << "m row 3: has 4 fields, the header 5 (allowed: as many "
                                      "fields as the header has columns)";
        QTest::newRow("long row") << header + "llama-2-7b,h100-sxm,1,tpot_s,0.01,7\n"
                                  << "m row 2: has 6 fields, the header 5";
        QTest::newRow("unclosed quote") << header + row + "\"llama-2-7b,h100-sxm,1,tpot_s,0.01\n"
                                        << "m row 3: opens a quoted field on line 3 that is "
                                           "never closed";
        QTest::newRow("duplicate column")
            << std::string("model,gpu,gpu,metric,value\nllama-2-7b,a,b,tpot_s,1\n")
            << "m row 1: the column \"gpu\" appears twice in the header (allowed: each column "
               "once)";
        QTest::newRow("long id") << header + std::string(300, 'm') + ",h100-sxm,1,tpot_s,0.01\n"
                                 << "m row 2: model: is 300 bytes long (allowed: text of up to "
                                    "256 bytes)";
        QTest::newRow("line break in a value")
            << header + "llama-2-7b,h100-sxm,1,\"tp\not\x1b\",0.01\n"
            << "m row 2: metric: unknown \"tp\\not\\x1b\"";
        QTest::newRow("huge token count, llama-bench JSON")
            << std::string(R"([{"avg_ts": 10, "n_gen": 1e300, "n_prompt": 0}])")
            << "m test 1: n_gen: \"1e+300\" is out of range (allowed: whole numbers 0..16777216)";
        QTest::newRow("huge token count, llama-bench CSV")
            << std::string("n_prompt,n_gen,avg_ts\n0,99999999999999999999,5\n")
            << "m row 2: n_gen: \"99999999999999999999\" is out of range";
        QTest::newRow("huge concurrency, vLLM")
            << std::string(R"({"completed": 10, "median_tpot_ms": 20, "max_concurrency": 1e19})")
            << "m: max_concurrency: \"1e+19\" is out of range (allowed: whole numbers 1..1048576)";
        QTest::newRow("no completed requests, vLLM")
            << std::string(R"({"completed": 0, "median_tpot_ms": 20})")
            << "m: completed: \"0\" is out of range (allowed: whole numbers 1..1000000000)";
    }

    void measurementsAreRefused() {
        QFETCH(std::string, text);
        QFETCH(QString, expected);
        const Result<MeasurementFile> f = parseMeasurements(text, "m");
        QVERIFY(!f);
        const std::string lines = linesOf(f.problems());
        QVERIFY2(lines.find(expected.toStdString()) != std::string::npos, lines.c_str());
        // Refused at the first problem of the file's form, not once per row.
        QVERIFY2(f.problems().size() <= 2, lines.c_str());
    }

    void measurementsWithinTheLimitsAreRead() {
        // The most rows, one of them as long as a row may be.
        const std::string longRow = "llama-2-7b,h100-sxm,1,tpot_s,0.01,";
        const std::string text =
            std::string("model,gpu,batch,metric,value,provenance\n") +
            repeated("llama-2-7b,h100-sxm,1,tpot_s,0.01,\n", maxMeasurementRows - 2) + longRow +
            std::string(maxMeasurementRowBytes - longRow.size(), 'p') + "\r\n";
        const Result<MeasurementFile> f = parseMeasurements(text, "m");
        QVERIFY2(f, f ? "" : describe(f.problems().front()).c_str());
        QCOMPARE(f->rows.size(), maxMeasurementRows - 1);
        // Quoted fields keep their commas, quotes and line breaks.
        const Result<MeasurementFile> quoted = parseMeasurements(
            "model,gpu,metric,value,row\nllama-2-7b,h100-sxm,tpot_s,0.01,\"a \"\"b\"\",\nc\"\n",
            "m");
        QVERIFY(quoted);
        QCOMPARE(quoted->rows.front().label, std::string("a \"b\",\nc"));
    }

    void hfConfigsAreRefused_data() {
        QTest::addColumn<std::string>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("oversize") << fmt::format("{{\"pad\": \"{}\"}}",
                                                 std::string(maxHfConfigBytes, 'x'))
                                  << "bytes, too large (allowed: up to 1048576 bytes)";
        QTest::newRow("duplicate key")
            << std::string(R"({"model_type": "llama", "hidden_size": 4096, "hidden_size": 8})")
            << "hf_config: the key \"hidden_size\" appears twice in one object (allowed: each key "
               "once)";
        QTest::newRow("duplicate nested key")
            << std::string(R"({"text_config": {"vocab_size": 1, "vocab_size": 2}})")
            << "hf_config: the key \"vocab_size\" appears twice";
        QTest::newRow("too deep") << fmt::format("{{\"rope_scaling\": {}}}", deepJson(40))
                                  << "hf_config: nested more than 32 levels deep (allowed: up to "
                                     "32)";
        QTest::newRow("not JSON") << std::string("{\"model_type\": \"llama\",")
                                  << "hf_config: not valid JSON: unexpected end of input";
        // 4096 shared experts of width 10^7 do not fit an int: refused, not overflowed.
        QTest::newRow("shared experts too wide")
            << std::string(R"({"model_type": "deepseek_v3", "hidden_size": 7168,
                "num_hidden_layers": 61, "num_attention_heads": 128, "intermediate_size": 18432,
                "vocab_size": 129280, "n_routed_experts": 256, "num_experts_per_tok": 8,
                "moe_intermediate_size": 10000000, "n_shared_experts": 4096,
                "kv_lora_rank": 512, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128})")
            << "hf_config.n_shared_experts: 4096 shared experts of width 10000000 are 40960000000 "
               "wide together (allowed: a total width of up to 10000000)";
    }

    void hfConfigsAreRefused() {
        QFETCH(std::string, text);
        QFETCH(QString, expected);
        const Result<HfModel> m = parseHfConfig(text, "hf_config");
        QVERIFY(!m);
        const std::string lines = linesOf(m.problems());
        QVERIFY2(lines.find(expected.toStdString()) != std::string::npos, lines.c_str());
    }

    // The problems a window words in its own language carry a code and the values its sentence
    // quotes (ui/model/problem_text.cpp); the English message stays what the CLI prints.
    // A custom GPU without its bandwidth: the missing field comes with its code and range, so
    // the window can say it in its language.
    void missingCatalogueFieldsCarryTheirCode() {
        const Result<Scenario> s = scenarioFromJson(
            nlohmann::json::parse(R"({"ridgeline": 1, "hardware": {"gpu": {"name": "mystery",
                "memory_gib": 24, "flops": {"bf16": 1e14}}}})"),
            test::catalogue());
        QVERIFY(!s);
        const auto missing =
            std::find_if(s.problems().begin(), s.problems().end(), [](const Problem& p) {
                return p.path.ends_with("bandwidth_bytes_per_s");
            });
        QVERIFY(missing != s.problems().end());
        QCOMPARE(missing->code, ProblemCode::required);
        QCOMPARE(missing->allowed, std::string("1e6..1e15"));
        QCOMPARE(missing->message, std::string("is required (allowed: 1e6..1e15)"));
    }

    void fileProblemsCarryCodesAndValues() {
        Problems p;
        QVERIFY(!parseUserJson("{\n  \"a\": 1,\n  x}", "s", 1000, p));
        QCOMPARE(p.at(0).code, ProblemCode::jsonSyntax);
        QCOMPARE(p.at(0).args, (std::vector<std::string>{"3", "3"}));
        QCOMPARE(p.at(0).message, std::string("not valid JSON: syntax error at byte 15 (allowed: "
                                              "one JSON object in UTF-8 text)"));
        p.clear();
        // Columns count characters: the two-byte "é" is one.
        QVERIFY(!parseUserJson("{\"é\": ", "s", 1000, p));
        QCOMPARE(p.at(0).code, ProblemCode::jsonTruncated);
        QCOMPARE(p.at(0).args, (std::vector<std::string>{"1", "7"}));
        p.clear();
        QVERIFY(!parseUserJson(R"({"k": 1, "k": 2})", "s", 1000, p));
        QCOMPARE(p.at(0).code, ProblemCode::duplicateKey);
        QCOMPARE(p.at(0).value, std::string("k"));
        p.clear();
        QVERIFY(!parseUserJson(deepJson(40), "s", 1000, p));
        QCOMPARE(p.at(0).code, ProblemCode::jsonTooDeep);
        QCOMPARE(p.at(0).args, (std::vector<std::string>{"32"}));
        p.clear();
        QVERIFY(!parseUserJson(std::string(20, ' '), "s", 10, p));
        QCOMPARE(p.at(0).code, ProblemCode::fileTooLarge);
        QCOMPARE(p.at(0).value, std::string("20"));
        QCOMPARE(p.at(0).args, (std::vector<std::string>{"10"}));
        const Result<CsvRecords> csv = parseCsv("a,b\n1,\"2\n", "m.csv", CsvLimits{100, 1000, 10});
        QVERIFY(!csv);
        QCOMPARE(csv.problems().at(0).code, ProblemCode::csvUnclosedQuote);
        QCOMPARE(csv.problems().at(0).value, std::string("2"));
        const Result<MeasurementFile> empty = parseMeasurements(" \n", "m.csv");
        QVERIFY(!empty);
        QCOMPARE(empty.problems().at(0).code, ProblemCode::measurementsEmpty);
        const Result<MeasurementFile> ragged =
            parseMeasurements(std::string(plainHeader) + "llama-2-7b,h100-sxm,1\n", "m.csv");
        QVERIFY(!ragged);
        QCOMPARE(ragged.problems().at(0).code, ProblemCode::csvFieldCount);
        QCOMPARE(ragged.problems().at(0).value, std::string("3"));
        QCOMPARE(ragged.problems().at(0).args, (std::vector<std::string>{"5"}));
    }

    void aLongLayerListCostsOnePass() {
        // Qwen-MoE's mlp_only_layers as long as a config may make it: read once, not per layer.
        std::string only = "0";
        for (int i = 1; i < 150000; ++i)
            only += fmt::format(",{}", i % 24);
        const std::string text = R"({"model_type": "qwen2_moe", "hidden_size": 2048,
            "num_hidden_layers": 24, "num_attention_heads": 16, "intermediate_size": 5632,
            "vocab_size": 151936, "num_experts": 60, "num_experts_per_tok": 4,
            "moe_intermediate_size": 1408, "mlp_only_layers": [)" +
                                 only + "]}";
        QVERIFY(text.size() < maxHfConfigBytes);
        const Result<HfModel> m = parseHfConfig(text, "hf_config");
        QVERIFY2(m, m ? "" : describe(m.problems().front()).c_str());
        QCOMPARE(m->arch.denseLayers, 24);
    }

    void aScenarioRefusesABadConfigFileByItsField() {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("config.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"model_type": "llama", "vocab_size": 1, "vocab_size": 2})");
        file.close();
        const Result<Scenario> s = parseScenario(R"({"model": {"hf_config": "config.json"}})",
                                                 test::catalogue(), dir.path().toStdString());
        QVERIFY(!s);
        const std::string lines = linesOf(s.problems());
        QVERIFY2(lines.find("model.hf_config: the key \"vocab_size\" appears twice") !=
                     std::string::npos,
                 lines.c_str());
    }
};

QTEST_GUILESS_MAIN(ImportBounds)
#include "tst_import_bounds.moc"
