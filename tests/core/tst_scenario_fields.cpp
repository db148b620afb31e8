// The field table (core/scenario/scenario_field_table.h) cannot drift from the code: no limit is
// declared outside it, and every row's key is read by the file reader into the member the row
// names, so a field declared elsewhere or a row the reader skips is a failing test.
#include "core/files/scenario_io.h"
#include "core/files/validate.h"
#include "core/scenario/scenario_field_table.h"
#include "core/scenario/scenario_fields.h"
#include "test_support.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>

using namespace ridgeline;
using json = nlohmann::json;

namespace {

// The value of the field at `path` in `s`, through the table; unset when it holds none.
std::optional<double> valueAt(const Scenario& s, std::string_view path) {
    std::optional<double> found;
    forEachFieldValue(s, [&](const FieldLimit& limit, double v, FieldCheck) {
        if (limit.path == path)
            found = v;
    });
    return found;
}

// A valid scenario with the object that holds `path` present (serving, speculative, ...).
json baseFor(std::string_view path) {
    json doc = {{"ridgeline", 1},
                {"model", {{"preset", "llama-2-7b"}}},
                {"hardware", {{"gpu", "h100-sxm"}, {"count", 8}}},
                {"workload", {{"mode", "inference"}}}};
    auto under = [path](std::string_view prefix) { return path.starts_with(prefix); };
    if (path == "model.params")
        doc["model"] = json::object();
    if (path == "model.experts" || path == "model.active_experts")
        doc["model"]["preset"] = "mixtral-8x7b";
    if (path == "workload.expert_parallel") {
        doc["model"]["preset"] = "mixtral-8x7b";
        doc["workload"]["tensor_parallel"] = 8;
    }
    if (under("workload.serving."))
        doc["workload"]["serving"] = {
            {"arrival", path == "workload.serving.concurrency" ? "closed" : "poisson"}};
    if (under("workload.speculative."))
        doc["workload"]["speculative"] = {{"method", "ngram"}};
    if (under("hardware.prefill_pool."))
        doc["hardware"]["prefill_pool"] = json::object();
    if (under("hardware.host."))
        doc["hardware"]["host"] = json::object();
    if (under("requirements."))
        doc["requirements"] = json::object();
    if (path == "workload.global_batch" || path == "workload.data_parallel" ||
        path == "workload.pipeline_parallel" || path == "workload.zero_stage")
        doc["workload"]["mode"] = "training";
    return doc;
}

void setAt(json& doc, std::string_view path, double v) {
    json* at = &doc;
    std::size_t start = 0;
    for (std::size_t dot = path.find('.'); dot != std::string_view::npos;
         start = dot + 1, dot = path.find('.', start))
        at = &(*at)[std::string(path.substr(start, dot - start))];
    (*at)[std::string(path.substr(start))] = v;
}

// Legal values to try, the plainest first.
std::vector<double> candidates(const FieldLimit& l) {
    std::vector<double> v;
    if (l.kind == FieldLimit::Kind::whole)
        v = {l.lo + 1, 2, 4, 8, 16, 32, l.lo, std::floor((l.lo + l.hi) / 2), l.hi};
    else
        v = {l.hi / 2, l.hi / 4, l.lo + (l.hi - l.lo) / 3, l.hi, l.lo};
    std::erase_if(v, [&l](double x) { return !l.admits(x); });
    return v;
}

} // namespace

class TestScenarioFields : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // The table is the one place a limit is declared: no FieldLimit constant with a path
    // anywhere else in core/ (the "bits" of a custom format object is the one limit outside a
    // scenario object), paths unique, and the compile-time lookup agrees with limitFor().
    void theTableIsTheOnePlace() {
        static const QRegularExpression constant(
            QStringLiteral("FieldLimit\\s+\\w+\\s*\\{\\s*\"([^\"]+)\""));
        const QDir core(QStringLiteral(RIDGELINE_SOURCE_DIR "/core"));
        QStringList elsewhere;
        int read = 0;
        QDirIterator files(core.path(), {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                           QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            const QString name = core.relativeFilePath(path);
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            ++read;
            const QString text = QString::fromUtf8(file.readAll());
            for (auto it = constant.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                if (m.captured(1) != QStringLiteral("bits"))
                    elsewhere << name + QStringLiteral(": ") + m.captured(1);
            }
        }
        QVERIFY2(read > 100, "the core's sources were not found"); // every room's files read
        QVERIFY2(elsewhere.isEmpty(), qPrintable(elsewhere.join(QStringLiteral(", "))));
        std::set<std::string_view> paths;
        for (const FieldLimit* l : allFieldLimits())
            QVERIFY2(paths.insert(l->path).second, l->path.data());
        QCOMPARE(allFieldLimits().size(), std::size_t(85));
        constexpr const FieldLimit& tokens = fieldLimit("workload.speculative.tokens");
        QCOMPARE(limitFor("workload.speculative.tokens"), &tokens);
        QCOMPARE(tokens.hi, 16.0);
        QCOMPARE(tokens.kind, FieldLimit::Kind::whole);
        QCOMPARE(limitFor("workload.nope"), nullptr);
    }

    // Each row's key, set in a file to a legal value other than the default, arrives in the
    // member the row names (read through the table or by hand) and passes validate().
    void everyRowIsRead() {
        const Catalogue& cat = test::catalogue();
        QStringList unread;
        for (const FieldLimit* limit : allFieldLimits()) {
            const json base = baseFor(limit->path);
            const Result<Scenario> plain = scenarioFromJson(base, cat);
            QVERIFY2(plain.ok(), limit->path.data());
            const std::optional<double> before = valueAt(*plain, limit->path);
            bool read = false;
            for (double v : candidates(*limit)) {
                if (before && *before == v)
                    continue;
                json doc = base;
                setAt(doc, limit->path, v);
                const Result<Scenario> s = scenarioFromJson(doc, cat);
                if (!s.ok())
                    continue;
                QVERIFY(validate(*s).empty());
                QCOMPARE(valueAt(*s, limit->path), std::optional<double>(v));
                read = true;
                break;
            }
            if (!read)
                unread << QString::fromUtf8(limit->path.data(), qsizetype(limit->path.size()));
        }
        QVERIFY2(unread.isEmpty(), qPrintable(QStringLiteral("no legal value was read: ") +
                                              unread.join(QStringLiteral(", "))));
    }

    // Built in code, out-of-range values are reported as they always were: the workload's with
    // the whole number, the serving, speculative and host fields in the short form.
    void validateChecksEveryGroup() {
        Scenario s = defaultScenario(test::catalogue());
        s.workload.batch = 2000000;
        s.workload.serving = ServingSpec{};
        s.workload.serving->requests = 2000000;
        s.hardware.host.memoryGib = 0.5;
        const Problems ps = validate(s);
        QCOMPARE(ps.size(), std::size_t(3));
        QCOMPARE(ps[0].message,
                 std::string("2000000 is out of range (allowed: whole numbers 1..1048576)"));
        QCOMPARE(ps[1].path, std::string("workload.serving.requests"));
        QCOMPARE(ps[1].message,
                 std::string("2e+06 is out of range (allowed: whole numbers 1..100000)"));
        QCOMPARE(ps[2].path, std::string("hardware.host.memory_gib"));
        QCOMPARE(ps[2].message, std::string("0.5 is out of range (allowed: 1..65536)"));
    }
};

QTEST_APPLESS_MAIN(TestScenarioFields)
#include "tst_scenario_fields.moc"
