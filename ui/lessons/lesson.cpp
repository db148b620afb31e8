#include "ui/lessons/lesson.h"

#include "core/base/user_json.h"
#include "core/files/scenario_io.h"
#include "ui/document/scenario_file.h"

#include <QDir>
#include <QFile>

#include <nlohmann/json.hpp>

namespace ridgeline::ui {

namespace {

using nlohmann::json;

const QStringList inferenceCharts{QStringLiteral("roofline"), QStringLiteral("memory"),
                                  QStringLiteral("kv-cache"), QStringLiteral("cost")};
const QStringList trainingCharts{QStringLiteral("roofline"), QStringLiteral("memory"),
                                 QStringLiteral("scaling"), QStringLiteral("time-cost")};
const QStringList segmentKeys{QStringLiteral("weights"),     QStringLiteral("kv-cache"),
                              QStringLiteral("activations"), QStringLiteral("gradients"),
                              QStringLiteral("optimizer"),   QStringLiteral("overhead"),
                              QStringLiteral("draft")};

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// Reads the fields of one object, recording a problem per bad field.
class Reader {
public:
    Reader(const json& object, std::string path, Problems& problems)
        : o_(object)
        , path_(std::move(path))
        , problems_(problems) {}

    std::string at(const char* key) const { return path_.empty() ? key : path_ + "." + key; }
    bool has(const char* key) const { return o_.contains(key); }

    QString text(const char* key, bool required) const {
        if (!o_.contains(key)) {
            if (required)
                problems_.emplace_back(at(key), "is required", ProblemCode::required);
            return {};
        }
        if (!o_[key].is_string()) {
            problems_.emplace_back(at(key), "must be text", ProblemCode::wrongType);
            return {};
        }
        return q(o_[key].get<std::string>());
    }

    int integer(const char* key, int fallback) const {
        if (!o_.contains(key))
            return fallback;
        if (!o_[key].is_number_integer()) {
            problems_.emplace_back(at(key), "must be a whole number", ProblemCode::wrongType);
            return fallback;
        }
        return o_[key].get<int>();
    }

    ChartHighlight::Anchor anchor(const char* key) const {
        if (!o_.contains(key))
            return std::monostate{};
        const json& v = o_[key];
        if (v.is_number())
            return v.get<double>();
        if (v.is_string())
            return q(v.get<std::string>());
        problems_.emplace_back(at(key), "must be a number (display units) or a series key",
                               ProblemCode::wrongType);
        return std::monostate{};
    }

    void onlyKeys(std::initializer_list<const char*> keys) const {
        for (const auto& [k, v] : o_.items()) {
            if (std::find_if(keys.begin(), keys.end(), [&](const char* a) { return k == a; }) ==
                keys.end())
                problems_.emplace_back(at(k.c_str()), "is not a field of this object",
                                       ProblemCode::unknownField);
        }
    }

private:
    const json& o_;
    std::string path_;
    Problems& problems_;
};

std::string listed(const QStringList& names) {
    return names.join(QStringLiteral(", ")).toStdString();
}

void parseHighlight(const json& h, const std::string& path, const QStringList& shown,
                    std::vector<LessonHighlight>& out, Problems& problems) {
    if (!h.is_object()) {
        problems.emplace_back(path, "must be an object", ProblemCode::wrongType);
        return;
    }
    Reader r(h, path, problems);
    r.onlyKeys({"chart", "kind", "series", "point", "segment", "bar", "axis", "from", "to", "at"});
    LessonHighlight lh;
    lh.chart = r.text("chart", true);
    if (!lh.chart.isEmpty() && !shown.contains(lh.chart))
        problems.emplace_back(r.at("chart"),
                              "is not a chart this step shows (allowed: " + listed(shown) + ")",
                              ProblemCode::unknownValue, lh.chart.toStdString(), listed(shown));
    const QString kind = r.text("kind", true);
    ChartHighlight& c = lh.highlight;
    if (kind == QLatin1String("series") || kind == QLatin1String("point")) {
        c.kind = kind == QLatin1String("series") ? ChartHighlight::Kind::series
                                                 : ChartHighlight::Kind::point;
        c.series = r.text("series", true);
        c.point = r.integer("point", 0);
    } else if (kind == QLatin1String("bar")) {
        c.kind = ChartHighlight::Kind::bar;
        c.segment = r.text("segment", true);
        if (!c.segment.isEmpty() && !segmentKeys.contains(c.segment))
            problems.emplace_back(r.at("segment"),
                                  "is not a segment (allowed: " + listed(segmentKeys) + ")",
                                  ProblemCode::unknownValue);
        c.bar = r.integer("bar", 0);
    } else if (kind == QLatin1String("range") || kind == QLatin1String("line")) {
        const bool line = kind == QLatin1String("line");
        c.kind = line ? ChartHighlight::Kind::line : ChartHighlight::Kind::range;
        c.axis = r.text("axis", true);
        static const QStringList axes{QStringLiteral("x"), QStringLiteral("y"),
                                      QStringLiteral("y2")};
        if (!c.axis.isEmpty() && !axes.contains(c.axis))
            problems.emplace_back(r.at("axis"), "is not an axis (allowed: x, y, y2)",
                                  ProblemCode::unknownValue);
        if (line) {
            c.from = r.anchor("at");
            if (std::holds_alternative<std::monostate>(c.from))
                problems.emplace_back(r.at("at"), "is required", ProblemCode::required);
        } else {
            c.from = r.anchor("from");
            c.to = r.anchor("to");
        }
    } else if (!kind.isEmpty()) {
        problems.emplace_back(r.at("kind"),
                              "is not a highlight kind (allowed: series, point, bar, range, line)",
                              ProblemCode::unknownValue);
    }
    out.push_back(std::move(lh));
}

void parseStep(const json& s, const std::string& path, json& scenarioJson,
               const Catalogue& catalogue, LessonFile& lesson, Problems& problems) {
    if (!s.is_object()) {
        problems.emplace_back(path, "must be an object", ProblemCode::wrongType);
        return;
    }
    Reader r(s, path, problems);
    r.onlyKeys({"title", "caption", "explain", "charts", "scenario", "patch", "highlight",
                "highlights", "trail"});
    LessonStep step;
    step.title = r.text("title", true);
    step.caption = r.text("caption", true);
    step.explain = r.text("explain", false);
    if (s.contains("trail")) {
        if (s["trail"].is_boolean())
            step.trail = s["trail"].get<bool>();
        else
            problems.emplace_back(r.at("trail"), "must be true or false", ProblemCode::wrongType);
    }
    if (s.contains("scenario"))
        scenarioJson = s["scenario"];
    if (s.contains("patch")) {
        if (s["patch"].is_object())
            scenarioJson.merge_patch(s["patch"]);
        else
            problems.emplace_back(r.at("patch"), "must be an object", ProblemCode::wrongType);
    }
    Result<Scenario> scenario = scenarioFromJson(scenarioJson, catalogue);
    if (!scenario) {
        for (const Problem& p : scenario.problems())
            problems.emplace_back(path + ".scenario." + p.path, p.message, p.code, p.value,
                                  p.allowed, p.args);
        return;
    }
    step.scenario = std::move(scenario).value();
    const QStringList& modeCharts =
        step.scenario.workload.mode == Mode::training ? trainingCharts : inferenceCharts;
    if (s.contains("charts")) {
        const json& charts = s["charts"];
        if (!charts.is_array() || charts.empty() || charts.size() > 2) {
            problems.emplace_back(r.at("charts"), "must list one or two charts",
                                  ProblemCode::wrongType);
        } else {
            for (std::size_t i = 0; i < charts.size(); ++i) {
                const std::string at = r.at("charts") + "[" + std::to_string(i) + "]";
                const QString name =
                    charts[i].is_string() ? q(charts[i].get<std::string>()) : QString();
                if (!modeCharts.contains(name))
                    problems.emplace_back(
                        at,
                        "is not a chart of this step's mode (allowed: " + listed(modeCharts) + ")",
                        ProblemCode::unknownValue);
                else
                    step.charts << name;
            }
        }
    }
    const QStringList& shown = step.charts.isEmpty() ? modeCharts : step.charts;
    if (s.contains("highlight"))
        parseHighlight(s["highlight"], r.at("highlight"), shown, step.highlights, problems);
    if (s.contains("highlights")) {
        const json& list = s["highlights"];
        if (!list.is_array())
            problems.emplace_back(r.at("highlights"), "must be a list", ProblemCode::wrongType);
        else
            for (std::size_t i = 0; i < list.size(); ++i)
                parseHighlight(list[i], r.at("highlights") + "[" + std::to_string(i) + "]", shown,
                               step.highlights, problems);
    }
    if (step.highlights.empty())
        problems.emplace_back(path, "needs a highlight (or highlights)", ProblemCode::required);
    lesson.steps.push_back(std::move(step));
}

} // namespace

const QStringList& lessonChartNames() {
    static const QStringList names{QStringLiteral("roofline"), QStringLiteral("memory"),
                                   QStringLiteral("kv-cache"), QStringLiteral("cost"),
                                   QStringLiteral("scaling"),  QStringLiteral("time-cost")};
    return names;
}

Result<LessonFile> parseLesson(const std::string& text, const Catalogue& catalogue) {
    // Through the bounded reader of every user file: size, nesting and duplicate keys.
    Problems problems;
    const std::optional<json> parsed = parseUserJson(text, "file", maxScenarioBytes, problems);
    if (!parsed)
        return problems;
    if (!parsed->is_object())
        return Problems{Problem("file", "is not a JSON object (allowed: a lesson object with "
                                        "ridgeline_lesson, id, title and steps)")};
    const json& doc = *parsed;
    if (!doc.contains("ridgeline_lesson") || doc["ridgeline_lesson"] != 1)
        problems.emplace_back("ridgeline_lesson", "must be 1 (the lesson format version)",
                              ProblemCode::required);
    Reader r(doc, "", problems);
    r.onlyKeys({"ridgeline_lesson", "id", "title", "summary", "claims", "scenario", "steps"});
    LessonFile lesson;
    lesson.id = r.text("id", true);
    lesson.title = r.text("title", true);
    lesson.summary = r.text("summary", false);
    if (doc.contains("claims") && doc["claims"].is_array()) {
        for (std::size_t i = 0; i < doc["claims"].size(); ++i) {
            const json& c = doc["claims"][i];
            const std::string path = "claims[" + std::to_string(i) + "]";
            if (!c.is_object()) {
                problems.emplace_back(path, "must be an object", ProblemCode::wrongType);
                continue;
            }
            Reader cr(c, path, problems);
            cr.onlyKeys({"source", "claim", "holds", "note"});
            LessonClaim claim{cr.text("source", true), cr.text("claim", true), true,
                              cr.text("note", true)};
            if (c.contains("holds")) {
                if (c["holds"].is_boolean())
                    claim.holds = c["holds"].get<bool>();
                else
                    problems.emplace_back(path + ".holds", "must be true or false",
                                          ProblemCode::wrongType);
            }
            lesson.claims.push_back(claim);
        }
    }
    if (!doc.contains("scenario") || !doc["scenario"].is_object()) {
        problems.emplace_back("scenario", "must be a scenario object", ProblemCode::required);
        return problems;
    }
    if (!doc.contains("steps") || !doc["steps"].is_array() || doc["steps"].empty()) {
        problems.emplace_back("steps", "must list at least one step", ProblemCode::required);
        return problems;
    }
    json scenario = doc["scenario"];
    for (std::size_t i = 0; i < doc["steps"].size(); ++i)
        parseStep(doc["steps"][i], "steps[" + std::to_string(i) + "]", scenario, catalogue, lesson,
                  problems);
    if (!problems.empty())
        return problems;
    return lesson;
}

Result<LessonFile> readLesson(const QString& path, const Catalogue& catalogue) {
    QFile file(path);
    if (file.size() > maxScenarioFileBytes)
        return Problems{Problem("file", "is larger than 16 MiB: not a lesson")};
    if (!file.open(QIODevice::ReadOnly))
        return Problems{Problem("file", "cannot be read: " + file.errorString().toStdString())};
    return parseLesson(file.readAll().toStdString(), catalogue);
}

bool looksLikeLesson(const QString& path) {
    if (path.endsWith(lessonSuffix))
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(4096).contains("\"ridgeline_lesson\"");
}

QStringList lessonFiles(const QString& dir) {
    QStringList out;
    const QDir d(dir);
    for (const QString& name :
         d.entryList({QStringLiteral("*") + lessonSuffix}, QDir::Files, QDir::Name))
        out << d.filePath(name);
    return out;
}

QString translatedLessonText(const QString& text) {
    if (text.isEmpty())
        return text;
    return QCoreApplication::translate("Lesson", text.toUtf8().constData());
}

} // namespace ridgeline::ui
