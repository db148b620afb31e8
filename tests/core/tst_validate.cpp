// validate(): every problem of a scenario value with a stable code, its field path and the
// allowed range, from the same limits the file reader uses.
#include "core/files/scenario_io.h"
#include "core/files/validate.h"
#include "core/scenario/field_limits.h"
#include "core/scenario/scenario_field_table.h"
#include "test_support.h"

#include <QTest>

#include <fmt/format.h>

#include <tuple>

using namespace ridgeline;

class TestValidate : public QObject {
    Q_OBJECT

    static const Problem* find(const Problems& ps, const std::string& path) {
        for (const Problem& p : ps)
            if (p.path == path)
                return &p;
        return nullptr;
    }

private Q_SLOTS:
    void defaultIsValid() { QVERIFY(validate(defaultScenario(test::catalogue())).empty()); }

    void fieldOutOfRange_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("allowed");
        QTest::newRow("batch 0") << "workload.batch" << int(ProblemCode::outOfRange) << "0"
                                 << "whole numbers 1..1048576";
        QTest::newRow("memory efficiency 0")
            << "efficiency.memory" << int(ProblemCode::outOfRange) << "0"
            << "at least 0.000001, at most 1";
        // A denormal efficiency made every time infinite (null in the JSON): refused by name.
        QTest::newRow("compute efficiency 1e-310")
            << "efficiency.compute" << int(ProblemCode::outOfRange) << "1e-310"
            << "at least 0.000001, at most 1";
        QTest::newRow("pue 0.5") << "economics.pue" << int(ProblemCode::outOfRange) << "0.5"
                                 << "1..5";
        QTest::newRow("zero layers") << "model.layers" << int(ProblemCode::outOfRange) << "0"
                                     << "whole numbers 1..1000";
        QTest::newRow("tp over count")
            << "workload.tensor_parallel" << int(ProblemCode::tensorParallelOverCount) << "4"
            << "1..2";
    }

    void fieldOutOfRange() {
        QFETCH(QString, path);
        QFETCH(int, code);
        QFETCH(QString, value);
        QFETCH(QString, allowed);
        Scenario s = defaultScenario(test::catalogue());
        if (path == QLatin1String("workload.batch"))
            s.workload.batch = 0;
        else if (path == QLatin1String("efficiency.memory"))
            s.efficiencyOverrides.memory = 0.0;
        else if (path == QLatin1String("efficiency.compute"))
            s.efficiencyOverrides.compute = 1e-310;
        else if (path == QLatin1String("economics.pue"))
            s.economics.pue = 0.5;
        else if (path == QLatin1String("model.layers"))
            s.model.arch.layers = 0;
        else {
            s.hardware.count = 2;
            s.workload.tensorParallel = 4;
        }
        const Problems ps = validate(s);
        QCOMPARE(ps.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(ps[0].path), path);
        QCOMPARE(int(ps[0].code), code);
        QCOMPARE(QString::fromStdString(ps[0].value), value);
        QCOMPARE(QString::fromStdString(ps[0].allowed), allowed);
        QVERIFY(ps[0].message.find("(allowed: " + allowed.toStdString() + ")") !=
                std::string::npos);
    }

    void emptyKeyIsNamed() {
        const Result<Scenario> r =
            parseScenario(R"({"ridgeline": 1, "": 1, "workload": {"": 2}})", test::catalogue());
        QVERIFY(!r.ok());
        QCOMPARE(r.problems().size(), std::size_t(2));
        QStringList paths;
        for (const Problem& p : r.problems())
            paths << QString::fromStdString(p.path);
        paths.sort();
        QCOMPARE(paths, QStringList({QStringLiteral("\"\""), QStringLiteral("workload.\"\"")}));
        for (const Problem& p : r.problems())
            QVERIFY(describe(p).find("unknown field") != std::string::npos);
    }

    void everyProblemAtOnce() {
        Scenario s = defaultScenario(test::catalogue());
        s.workload.batch = -3;
        s.economics.utilization = 2;
        s.efficiencyOverrides.compute = std::nan("");
        const Problems ps = validate(s);
        QCOMPARE(ps.size(), std::size_t(3));
        QVERIFY(find(ps, "workload.batch"));
        QVERIFY(find(ps, "economics.utilization"));
        QVERIFY(find(ps, "efficiency.compute"));
    }

    // The reader and validate() take their ranges from one table: the same field out of range
    // in a file names the same allowed range.
    void readerUsesTheSameLimits() {
        const Result<Scenario> r =
            parseScenario(R"({"workload": {"micro_batch": 0}})", test::catalogue());
        QVERIFY(!r);
        QCOMPARE(r.problems().size(), std::size_t(1));
        QCOMPARE(r.problems()[0].path, std::string("workload.micro_batch"));
        QCOMPARE(r.problems()[0].code, ProblemCode::outOfRange);
        QCOMPARE(r.problems()[0].allowed, fieldLimit("workload.micro_batch").allowedText());
        Scenario s = defaultScenario(test::catalogue());
        s.workload.microBatch = 0;
        QCOMPARE(validate(s).at(0).allowed, r.problems()[0].allowed);
    }

    // Rules between fields carry codes and the names the window's sentence quotes (issue 32:
    // they reached the window in English as "invalid").
    void ruleProblemsCarryCodes() {
        // requests_per_s belongs to Poisson arrivals, concurrency to a closed loop.
        for (const auto& [arrival, misplaced, needs] :
             {std::tuple{"closed", R"("concurrency": 4, "requests_per_s": 2)", "poisson"},
              std::tuple{"poisson", R"("requests_per_s": 2, "concurrency": 4)", "closed"}}) {
            const Result<Scenario> r = parseScenario(
                fmt::format(R"({{"workload": {{"serving": {{"arrival": "{}", {}}}}}}})", arrival,
                            misplaced),
                test::catalogue());
            QVERIFY(!r);
            QCOMPARE(r.problems().at(0).code, ProblemCode::onlyWith);
            QCOMPARE(r.problems().at(0).args, (std::vector<std::string>{"arrival", needs}));
        }
        QCOMPARE(problemCodeName(ProblemCode::onlyWith), std::string_view("only_with"));
    }

    void wholeNumbers() {
        QVERIFY(fieldLimit("workload.batch").admits(3));
        QVERIFY(!fieldLimit("workload.batch").admits(2.5));
        QVERIFY(!fieldLimit("economics.utilization").admits(0));
        QVERIFY(fieldLimit("economics.utilization").admits(1));
        const Result<Scenario> r =
            parseScenario(R"({"workload": {"batch": 2.5}})", test::catalogue());
        QVERIFY(!r);
        QCOMPARE(r.problems()[0].code, ProblemCode::notWhole);
    }

    void codeNamesAreStable() {
        QCOMPARE(problemCodeName(ProblemCode::outOfRange), std::string_view("out_of_range"));
        QCOMPARE(problemCodeName(ProblemCode::countNotMultiple),
                 std::string_view("count_not_multiple"));
    }
};

QTEST_APPLESS_MAIN(TestValidate)
#include "tst_validate.moc"
