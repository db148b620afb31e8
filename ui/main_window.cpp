#include "ui/main_window.h"

#include "ui/chart_grid.h"
#include "ui/charts/chart_view.h"
#include "ui/explain_panel.h"
#include "ui/panels/control_panel.h"
#include "ui/scenario_model.h"
#include "ui/settings.h"
#include "ui/summary_strip.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>
#include <QVBoxLayout>

namespace ridgeline::ui {

MainWindow::MainWindow(ScenarioModel* model, Settings* settings, QWidget* parent)
    : QMainWindow(parent)
    , model_(model)
    , settings_(settings) {
    setWindowTitle(tr("Ridgeline — GPU sizing and cost for LLMs"));
    if (settings_) {
        if (auto state = settings_->loadState(model_->catalogue())) {
            model_->setState(*state);
            model_->flush();
        }
    }
    controls_ = new ControlPanel(model_, this);
    summary_ = new SummaryStrip(model_, this);
    charts_ = new ChartGrid(model_, this);
    explain_ = new ExplainPanel(model_, this);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(summary_);
    layout->addWidget(charts_, 1);
    setCentralWidget(central);

    auto* controlsDock = new QDockWidget(tr("Controls"), this);
    controlsDock->setObjectName(QStringLiteral("controlsDock"));
    controlsDock->setWidget(controls_);
    controlsDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, controlsDock);
    auto* explainDock = new QDockWidget(tr("How is this computed?"), this);
    explainDock->setObjectName(QStringLiteral("explainDock"));
    explainDock->setWidget(explain_);
    explainDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                             QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::BottomDockWidgetArea, explainDock);
    resizeDocks({explainDock}, {fontMetrics().lineSpacing() * 9}, Qt::Vertical);

    connect(summary_, &SummaryStrip::hovered, this,
            [this](const QString& key) { explain_->showKey(key); });
    connect(summary_, &SummaryStrip::activated, this, &MainWindow::onSummaryActivated);
    connect(charts_, &ChartGrid::hovered, explain_, &ExplainPanel::showKey);
    // A new mode shows other numbers: explain the first of them.
    connect(summary_, &SummaryStrip::modeShown, this,
            [this] { onSummaryActivated(summary_->visibleKeys().value(0)); });
    summary_->installEventFilter(this);
    charts_->installEventFilter(this);
    summary_->setSelectedKey(explain_->currentKey());

    createMenus();
    applyPalette();
    resize(1280, 800);
    if (settings_)
        charts_->setMaximized(settings_->restoreWindow(*this));
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // The chart layout toggles sit in the menu bar's corner: no extra toolbar row.
    auto* bar = new QToolBar(tr("Charts"), this);
    bar->setObjectName(QStringLiteral("chartsToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setIconSize(QSize(1, 1));
    menuBar()->setCornerWidget(bar, Qt::TopRightCorner);
    chartActions_ = new QActionGroup(this);
    auto addChartAction = [&](const QString& text, int index, const QKeySequence& key) {
        QAction* a = view->addAction(text);
        a->setCheckable(true);
        a->setShortcut(key);
        a->setToolTip(index < 0 ? tr("Show all four charts (Esc)")
                                : tr("Show this chart alone (%1)").arg(key.toString()));
        a->setData(index);
        chartActions_->addAction(a);
        bar->addAction(a);
        connect(a, &QAction::triggered, this, [this, index] { charts_->setMaximized(index); });
        return a;
    };
    addChartAction(tr("&All charts"), -1, QKeySequence(Qt::Key_Escape))->setChecked(true);
    const QStringList names{tr("&Roofline"), tr("&Memory"), tr("&KV cache"), tr("&Cost")};
    for (int i = 0; i < names.size(); ++i)
        addChartAction(names[i], i, QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    connect(charts_, &ChartGrid::maximizedChanged, this, [this](int index) {
        for (QAction* a : chartActions_->actions()) {
            if (a->data().toInt() == index)
                a->setChecked(true);
        }
    });
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Ridgeline"), this, [this] {
        QMessageBox::about(this, tr("About Ridgeline"),
                           tr("<p><b>Ridgeline</b> %1</p><p>Which GPU, how many, and what it "
                              "will cost, for LLM inference and training. Every number can be "
                              "traced to its formula: hover it.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::applyPalette() {
    for (ChartView* chart : charts_->charts())
        chart->applyPalette(palette());
}

void MainWindow::onSummaryActivated(const QString& key) {
    explain_->select(key);
    summary_->setSelectedKey(key);
}

void MainWindow::saveSettings() {
    if (!settings_)
        return;
    settings_->saveState(model_->state(), model_->catalogue());
    settings_->saveWindow(*this, charts_->maximized());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ThemeChange)
        applyPalette();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Leave && (watched == summary_ || watched == charts_))
        explain_->showSelected();
    return QMainWindow::eventFilter(watched, event);
}

} // namespace ridgeline::ui
