// A lesson (docs/lessons.md): a scenario and a sequence of steps, each setting the scenario or a
// few of its fields, choosing the charts, highlighting one thing on them, showing a caption and
// explaining one number. Read from JSON and checked whole against the catalogue on load, so that
// a step never fails half-way through a class.
#pragma once

#include "core/base/problems.h"
#include "core/catalogue/catalogue.h"
#include "core/scenario/scenario.h"
#include "ui/charts/chart_highlight.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace ridgeline::ui {

/// Translation context of the lessons' texts (titles, captions, claims).
class Lesson {
    Q_DECLARE_TR_FUNCTIONS(Lesson)
};

/// The chart names a step may show: "roofline", "memory", "kv-cache", "cost" (serving),
/// "scaling", "time-cost" (training).
const QStringList& lessonChartNames();

struct LessonHighlight {
    QString chart; ///< one of lessonChartNames()
    ChartHighlight highlight;
};

struct LessonStep {
    QString title;
    QString caption;    ///< may hold {key} and {key@i} placeholders (lesson_numbers.h)
    QString explain;    ///< the number the explain panel opens on; empty: leave it
    QStringList charts; ///< shown charts; empty: all four of the mode
    std::vector<LessonHighlight> highlights;
    bool trail = false; ///< the roofline shows the decode point's trail over the batch
    Scenario scenario;  ///< resolved: the lesson's scenario with every patch up to this step
};

/// A claim from a source article that the lesson checks.
struct LessonClaim {
    QString source; ///< the seed or article it comes from
    QString claim;  ///< what the article says
    bool holds = true;
    QString note; ///< what the lesson shows; where a number is wrong, why
};

struct LessonFile {
    QString id;
    QString title;
    QString summary;
    std::vector<LessonClaim> claims;
    std::vector<LessonStep> steps;
};

/// Lesson files end in this.
inline const QString lessonSuffix = QStringLiteral(".lesson.json");

/// Parses lesson JSON; every problem names its field path ("steps[2].highlight.kind").
Result<LessonFile> parseLesson(const std::string& text, const Catalogue& catalogue);
/// Reads and parses the lesson at `path` (a file or a ":/" resource).
Result<LessonFile> readLesson(const QString& path, const Catalogue& catalogue);
/// Whether the JSON text is a lesson rather than a scenario (it has "ridgeline_lesson").
bool looksLikeLesson(const QString& path);

/// The lesson files in `dir` (sorted by file name), as paths.
QStringList lessonFiles(const QString& dir);

/// A lesson text in the user's language (source text when there is no translation).
QString translatedLessonText(const QString& text);

} // namespace ridgeline::ui
