#include "ui/lessons/lesson_player.h"

#include "ui/charts/chart_view.h"
#include "ui/charts/cost_chart.h"
#include "ui/charts/kv_cache_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/roofline_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/time_cost_chart.h"
#include "ui/document/document.h"
#include "ui/document/state_editor.h"
#include "ui/explain/explain_panel.h"
#include "ui/layout/chart_grid.h"
#include "ui/lessons/lesson_numbers.h"
#include "ui/lessons/lesson_stage.h"
#include "ui/model/scenario_model.h"
#include "ui/summary/summary_strip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace ridgeline::ui {

namespace {

ChartView* chartNamed(ChartGrid* grid, const QString& name) {
    const QList<ChartView*> all{grid->roofline(), grid->memory(),  grid->kvCache(),
                                grid->cost(),     grid->scaling(), grid->timeCost()};
    const qsizetype i = lessonChartNames().indexOf(name);
    return i >= 0 ? all[i] : nullptr;
}

} // namespace

LessonPlayer::LessonPlayer(LessonStage* window)
    : QFrame(window)
    , window_(window)
    , title_(new QLabel(this))
    , caption_(new QLabel(this))
    , previous_(new QPushButton(tr("\u25C0 Previous"), this))
    , next_(new QPushButton(tr("Next \u25B6"), this))
    , back_(new QPushButton(tr("Back to the step"), this))
    , about_(new QPushButton(tr("Claims\u2026"), this))
    , close_(new QPushButton(tr("End lesson"), this)) {
    setObjectName(QStringLiteral("lessonPlayer"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Lesson"));
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->setTextFormat(Qt::PlainText);
    title_->setWordWrap(true);
    caption_->setTextFormat(Qt::PlainText);
    caption_->setWordWrap(true);
    caption_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    previous_->setToolTip(tr("Previous step (Left, Page Up)"));
    next_->setToolTip(tr("Next step (Right, Page Down)"));
    back_->setToolTip(tr("You changed the scenario: return to what this step shows"));
    about_->setToolTip(tr("What this lesson shows, and the claims of the source articles it "
                          "checks: which hold, which are wrong and why"));
    for (QPushButton* b : {previous_, next_, back_, about_, close_})
        b->setFocusPolicy(Qt::NoFocus);

    auto* text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(title_);
    text->addWidget(caption_);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(back_);
    buttons->addWidget(previous_);
    buttons->addWidget(next_);
    buttons->addWidget(about_);
    buttons->addWidget(close_);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addLayout(text, 1);
    layout->addLayout(buttons);

    connect(previous_, &QPushButton::clicked, this, [this] { previous(); });
    connect(next_, &QPushButton::clicked, this, [this] { next(); });
    connect(back_, &QPushButton::clicked, this, &LessonPlayer::returnToStep);
    connect(close_, &QPushButton::clicked, this, &LessonPlayer::stop);
    about_->setObjectName(QStringLiteral("claimsButton"));
    connect(about_, &QPushButton::clicked, this, [this] {
        if (!lesson_)
            return;
        // In the window's font and colours, so that it grows with the presenter view's text.
        auto* box = new QMessageBox(QMessageBox::Information, translatedLessonText(lesson_->title),
                                    aboutText(), QMessageBox::Ok, window_);
        box->setObjectName(QStringLiteral("claimsDialog"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setFont(window_->font());
        box->setPalette(window_->palette());
        box->open();
    });
    connect(window_->model(), &ScenarioModel::stateChanged, this, [this] {
        if (applying_ || !active() || !onPath_)
            return;
        onPath_ = false;
        updateBar();
    });
    // A redisplay (View > Units) shows the caption's numbers in the new unit.
    connect(window_->model(), &ScenarioModel::resultsChanged, this, [this] {
        if (applying_ || !active() || !onPath_)
            return;
        const ScenarioModel* model = window_->model();
        caption_->setText(fillLessonNumbers(
            translatedLessonText(lesson_->steps[std::size_t(step_)].caption), model->chartData(),
            std::size_t(model->primaryIndex()), model->memoryUnit()));
    });
    hide();
}

void LessonPlayer::start(LessonFile lesson) {
    if (!lesson_)
        before_ = window_->model()->state();
    lesson_ = std::move(lesson);
    step_ = 0;
    show();
    goTo(0);
    Q_EMIT activeChanged(true);
}

void LessonPlayer::stop() {
    if (!lesson_)
        return;
    lesson_.reset();
    // Back to the scenario shown before the lesson, as one more undo step.
    window_->document()->editor()->set(tr("End lesson"), before_);
    window_->model()->flush();
    for (ChartView* chart : window_->charts()->findChildren<ChartView*>())
        chart->clearHighlights();
    window_->charts()->showAll();
    window_->charts()->roofline()->setTrailVisible(false);
    hide();
    Q_EMIT activeChanged(false);
}

bool LessonPlayer::goTo(int index) {
    if (!lesson_ || index < 0 || index >= int(lesson_->steps.size()))
        return false;
    step_ = index;
    const LessonStep& step = lesson_->steps[std::size_t(index)];
    applying_ = true;
    ScenarioModel* model = window_->model();
    // One undo step: the user's changes in this step undo back to it, and further back through
    // the steps before to the edits made before the lesson.
    window_->document()->editor()->set(tr("Lesson step %1").arg(index + 1),
                                       stateFromScenario(step.scenario, model->catalogue()));
    model->flush();

    ChartGrid* grid = window_->charts();
    QList<int> slots;
    for (const QString& name : step.charts)
        slots << int(grid->charts().indexOf(chartNamed(grid, name)));
    grid->showCharts(slots);
    grid->roofline()->setTrailVisible(step.trail);
    for (ChartView* chart : grid->findChildren<ChartView*>())
        chart->clearHighlights();
    drawn_ = 0;
    stepProblems_.clear();
    for (const LessonHighlight& h : step.highlights) {
        ChartView* chart = chartNamed(grid, h.chart);
        if (chart && chart->addHighlight(h.highlight))
            ++drawn_;
        else
            stepProblems_ << tr("%1: the highlight names nothing the chart shows").arg(h.chart);
    }
    if (!step.explain.isEmpty()) {
        window_->explainPanel()->select(step.explain);
        window_->summary()->setSelectedKey(step.explain);
    }
    applying_ = false;
    onPath_ = true;
    updateBar();
    Q_EMIT stepChanged(index);
    return true;
}

QString LessonPlayer::titleText() const {
    return title_->text();
}

QString LessonPlayer::captionText() const {
    return caption_->text();
}

QString LessonPlayer::aboutText() const {
    if (!lesson_)
        return {};
    QString html = QStringLiteral("<p>%1</p><p><b>%2</b></p><ul>")
                       .arg(translatedLessonText(lesson_->summary).toHtmlEscaped(),
                            tr("Claims from the sources this lesson checks").toHtmlEscaped());
    for (const LessonClaim& c : lesson_->claims) {
        html += QStringLiteral("<li><b>%1</b> %2: \u201c%3\u201d<br>%4</li>")
                    .arg(c.holds ? tr("Holds.") : tr("Wrong."),
                         translatedLessonText(c.source).toHtmlEscaped(),
                         translatedLessonText(c.claim).toHtmlEscaped(),
                         translatedLessonText(c.note).toHtmlEscaped());
    }
    return html + QStringLiteral("</ul>");
}

void LessonPlayer::updateBar() {
    if (!lesson_)
        return;
    const LessonStep& step = lesson_->steps[std::size_t(step_)];
    const int count = int(lesson_->steps.size());
    title_->setText(tr("%1 \u2014 step %2 of %3: %4")
                        .arg(translatedLessonText(lesson_->title))
                        .arg(step_ + 1)
                        .arg(count)
                        .arg(translatedLessonText(step.title)));
    if (onPath_) {
        QStringList unknown;
        const ScenarioModel* model = window_->model();
        caption_->setText(fillLessonNumbers(translatedLessonText(step.caption), model->chartData(),
                                            std::size_t(model->primaryIndex()), model->memoryUnit(),
                                            &unknown));
        for (const QString& u : unknown)
            stepProblems_ << tr("unknown number %1 in the caption").arg(u);
    }
    previous_->setEnabled(step_ > 0);
    next_->setEnabled(step_ + 1 < count);
    back_->setVisible(!onPath_);
}

} // namespace ridgeline::ui
