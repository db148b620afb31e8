#include "ui/window/main_window.h"

#include "ui/charts/chart_view.h"
#include "ui/charts/frontier_chart.h"
#include "ui/document/autosave.h"
#include "ui/document/dialogs.h"
#include "ui/document/document.h"
#include "ui/document/file_actions.h"
#include "ui/document/import_actions.h"
#include "ui/document/recent_files.h"
#include "ui/document/settings.h"
#include "ui/document/state_editor.h"
#include "ui/explain/explain_panel.h"
#include "ui/layout/chart_grid.h"
#include "ui/layout/split_view.h"
#include "ui/lessons/teaching.h"
#include "ui/model/pinned_comparison.h"
#include "ui/model/scenario_model.h"
#include "ui/panels/control_panel.h"
#include "ui/plan/plan_dialog.h"
#include "ui/summary/summary_strip.h"
#include "ui/window/about_text.h"
#include "ui/window/export_actions.h"
#include "ui/window/frontier_view.h"
#include "ui/window/language.h"
#include "ui/window/units_menu.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStackedWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace ridgeline::ui {

MainWindow::MainWindow(Document* document, Settings* settings, QWidget* parent)
    : LessonStage(parent)
    , model_(document->model())
    , settings_(settings)
    , document_(document) {
    // The saved session is where the undo history starts.
    if (settings_) {
        if (auto state = settings_->loadState(model_->catalogue()))
            document_->restore(*state);
    }
    controls_ = new ControlPanel(document_->editor(), this);
    summary_ = new SummaryStrip(model_, this);
    charts_ = new ChartGrid(document_->editor(), this);
    frontier_ = new FrontierView(this);
    explain_ = new ExplainPanel(model_, this);
    recent_ = new RecentFiles(settings_ ? &settings_->raw() : nullptr, this);
    fileActions_ = new FileActions(document_, recent_, this);
    importActions_ = new ImportActions(document_, this, ImportActions::defaultUserCatalogue());
    exportActions_ = new ExportActions(model_, charts_, this);
    pinned_ = new PinnedComparison(model_, this);
    setDialogs(std::make_unique<Dialogs>());

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    // B (the current scenario) on the right; the split view's A side on its left while split.
    split_ = new SplitView(model_, charts_, pinned_, central);
    centre_ = new QStackedWidget(central);
    centre_->addWidget(charts_);
    centre_->addWidget(frontier_);
    auto* sides = new QHBoxLayout;
    sides->setSpacing(8);
    auto* current = new QVBoxLayout;
    current->setSpacing(4);
    current->addWidget(split_->currentHeading());
    current->addWidget(summary_);
    current->addWidget(centre_, 1);
    sides->addWidget(split_, 1);
    sides->addLayout(current, 1);
    layout->addLayout(sides, 1);
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
    auto* historyDock = new QDockWidget(tr("Undo History"), this);
    historyDock->setObjectName(QStringLiteral("undoHistoryDock"));
    auto* history = new QUndoView(document_->undoStack(), historyDock);
    history->setEmptyLabel(tr("<opened scenario>"));
    // Opens readable, not as a sliver beside the charts: room for "Memory efficiency" steps.
    history->setMinimumSize(history->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 18,
                            history->fontMetrics().lineSpacing() * 8);
    historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    historyDock->hide();

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
    connect(document_, &Document::changed, this, &MainWindow::updateTitle);
    connect(pinned_, &PinnedComparison::changed, this, &MainWindow::updatePinned);
    connect(split_, &SplitView::splitChanged, this, &MainWindow::updatePinned);
    setAcceptDrops(true);

    teaching_ = new Teaching(this);
    createMenus();
    updateTitle();
    applyPalette();
    resize(1280, 800);
    if (settings_)
        charts_->setMaximized(settings_->restoreWindow(*this));
}

MainWindow::~MainWindow() {
    // Past this body the window is only a QWidget, and closing it still moves the focus: the
    // input guard then ends a wheel burst, the model recomputes and would call this window's
    // slots (undefined behaviour, which UBSan reports in tst_input_guard). Its document, model and
    // parts no longer talk to it.
    document_->disconnect(this);
    model_->disconnect(this);
    for (QObject* part : findChildren<QObject*>())
        part->disconnect(this);
}

void MainWindow::setDialogs(std::unique_ptr<Dialogs> dialogs) {
    dialogs_ = std::move(dialogs);
    fileActions_->setDialogs(dialogs_.get());
    importActions_->setDialogs(dialogs_.get());
    exportActions_->setDialogs(dialogs_.get());
    frontier_->setDialogs(dialogs_.get());
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    fileActions_->addTo(file);
    auto* view = new QMenu(tr("&View"), this);
    teaching_->addTo(file, view);
    file->addSeparator();
    importActions_->addTo(file);
    file->addSeparator();
    file->addAction(exportActions_->reportAction());
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    // Ctrl+Shift+Z everywhere, also where the platform's redo is Ctrl+Y only.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    const QKeySequence shiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    if (!redoKeys.contains(shiftZ))
        redoKeys.append(shiftZ);
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);

    menuBar()->addMenu(view);
    createViewMenu(view);
    view->addSeparator();
    unitsMenu_ = createUnitsMenu(this, model_->memoryUnit(),
                                 [this](units::MemoryUnit unit) { setMemoryUnit(unit); });
    // The menu follows the model's unit, also when it is set without the menu (--units).
    connect(model_, &ScenarioModel::memoryUnitChanged, unitsMenu_,
            [this](units::MemoryUnit unit) { syncUnitsMenu(unitsMenu_, unit); });
    view->addMenu(unitsMenu_);
    view->addMenu(createLanguageMenu(this, settings_));
    exportActions_->addTo(menuBar()->addMenu(tr("E&xport")));

    QAction* plan =
        menuBar()->addMenu(tr("&Plan"))->addAction(tr("&What to buy or rent..."), this, [this] {
            PlanDialog dialog(document_->editor(), this);
            dialog.exec();
            if (dialog.servingRequested()) {
                model_->flush(); // the plan's mode arranges the charts first
                charts_->setMaximized(ChartGrid::servingSlot);
            } else if (dialog.frontierRequested()) {
                model_->flush();
                showFrontier(true);
            }
        });
    plan->setObjectName(QStringLiteral("planAction"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Ridgeline"), this, [this] {
        QMessageBox::about(this, tr("About Ridgeline"),
                           aboutText(QApplication::applicationVersion(),
                                     QString::fromStdString(catalogueAsOf(model_->catalogue()))));
    });
}

void MainWindow::createViewMenu(QMenu* view) {
    // The chart layout toggles sit in the menu bar's corner: no extra toolbar row.
    auto* bar = new QToolBar(tr("Charts"), this);
    bar->setObjectName(QStringLiteral("chartsToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setIconSize(QSize(1, 1));
    menuBar()->setCornerWidget(bar, Qt::TopRightCorner);
    pinAction_ = view->addAction(tr("&Pin as A"));
    pinAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    pinAction_->setToolTip(tr("Keep the current scenario as \"A\" on every chart and in the "
                              "summary while you change it (Ctrl+P)"));
    connect(pinAction_, &QAction::triggered, pinned_, &PinnedComparison::pin);
    unpinAction_ = view->addAction(tr("U&npin A"));
    unpinAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    unpinAction_->setToolTip(tr("Remove the pinned scenario A (Ctrl+Shift+P)"));
    unpinAction_->setEnabled(false);
    connect(unpinAction_, &QAction::triggered, pinned_, &PinnedComparison::unpin);
    view->addAction(split_->action());
    // Kept on the window too: F7 works while the presenter view hides the menus.
    addAction(split_->action());
    bar->addAction(pinAction_);
    bar->addAction(unpinAction_);
    bar->addSeparator();
    view->addSeparator();
    chartActions_ = new QActionGroup(this);
    auto addChartAction = [&](const QString& text, int index, const QKeySequence& key) {
        QAction* a = view->addAction(text);
        a->setCheckable(true);
        a->setShortcut(key);
        a->setToolTip(index < 0 ? tr("Show all four charts (Esc)")
                      : index == ChartGrid::servingSlot
                          ? tr("TTFT, TPOT and throughput against the request rate, simulated "
                               "(%1)")
                                .arg(key.toString())
                          : tr("Show this chart alone (%1)").arg(key.toString()));
        a->setData(index);
        chartActions_->addAction(a);
        bar->addAction(a);
        connect(a, &QAction::triggered, this, [this, index] {
            showFrontier(false);
            charts_->setMaximized(index);
        });
        return a;
    };
    addChartAction(tr("&All charts"), -1, QKeySequence(Qt::Key_Escape))->setChecked(true);
    const QStringList names{tr("&Roofline"), tr("&Memory"), tr("&KV cache"), tr("&Cost")};
    QList<QAction*> lower;
    for (int i = 0; i < names.size(); ++i) {
        QAction* a = addChartAction(names[i], i, QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        if (i >= 2)
            lower << a;
    }
    // The serving curve: inference only.
    QAction* serving =
        addChartAction(tr("S&erving"), ChartGrid::servingSlot, QKeySequence(Qt::CTRL | Qt::Key_5));
    serving->setObjectName(QStringLiteral("servingChartAction"));
    // The frontier view takes the charts' place: inference only.
    frontierAction_ = view->addAction(tr("&Frontier"));
    frontierAction_->setObjectName(QStringLiteral("frontierAction"));
    frontierAction_->setCheckable(true);
    frontierAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_6));
    frontierAction_->setToolTip(tr("Tokens/s per GPU against tokens/s per user for every layout "
                                   "of the compared GPUs, simulated (%1)")
                                    .arg(frontierAction_->shortcut().toString()));
    frontierAction_->setData(-2);
    chartActions_->addAction(frontierAction_);
    bar->addAction(frontierAction_);
    connect(frontierAction_, &QAction::triggered, this, [this] { showFrontier(true); });
    connect(model_, &ScenarioModel::resultsChanged, this, &MainWindow::feedFrontier);
    // Training shows scaling and time and cost where serving shows KV cache and cost.
    auto nameLower = [this, lower, serving] {
        const bool training = charts_->training();
        lower[0]->setText(training ? tr("&Scaling") : tr("&KV cache"));
        lower[1]->setText(training ? tr("&Time and cost") : tr("&Cost"));
        serving->setVisible(!training);
        frontierAction_->setVisible(!training);
        if (training)
            showFrontier(false);
    };
    nameLower();
    connect(charts_, &ChartGrid::chartsChanged, this, nameLower);
    connect(charts_, &ChartGrid::maximizedChanged, this, [this](int index) {
        for (QAction* a : chartActions_->actions()) {
            if (a->data().toInt() == index)
                a->setChecked(true);
        }
    });
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
}

void MainWindow::showFrontier(bool shown) {
    shown = shown && model_->scenario().workload.mode == Mode::inference;
    if (shown == frontierShown())
        return;
    centre_->setCurrentWidget(shown ? static_cast<QWidget*>(frontier_) : charts_);
    if (!shown) {
        // The chart shown before is checked again.
        for (QAction* a : chartActions_->actions())
            if (a->data().toInt() == charts_->maximized())
                a->setChecked(true);
        return;
    }
    frontierAction_->setChecked(true);
    feedFrontier();
}

bool MainWindow::frontierShown() const {
    return centre_->currentWidget() == frontier_;
}

void MainWindow::feedFrontier() {
    if (!frontierShown())
        return;
    std::vector<std::string> ids;
    for (const GpuChoice& c : model_->gpuChoices())
        ids.push_back(c.gpu.id);
    frontier_->setScenario(model_->scenario(), ids);
}

void MainWindow::updateTitle() {
    setWindowTitle(tr("%1[*] — Ridgeline").arg(document_->displayName()));
    setWindowModified(document_->isModified());
    setWindowFilePath(document_->filePath());
}

void MainWindow::updatePinned() {
    const bool on = pinned_->isPinned();
    // Split, A has a side of its own: B's charts and tiles show B alone.
    const bool overlay = on && !split_->isSplit();
    charts_->setPinned(overlay ? std::optional<ChartData>(pinned_->data()) : std::nullopt);
    summary_->setPinned(overlay ? pinned_->primaryResults() : nullptr,
                        overlay ? pinned_->description() : QString());
    summary_->setCompact(split_->isSplit());
    unpinAction_->setEnabled(on);
    pinAction_->setText(on ? tr("Re&pin as A") : tr("&Pin as A"));
    // The menu bar sizes its corner only when it lays itself out: the wider "Repin as A" pushed
    // the last button (Frontier) off the window. Setting the corner again lays it out anew.
    if (QWidget* corner = menuBar()->cornerWidget(Qt::TopRightCorner)) {
        corner->adjustSize();
        menuBar()->setCornerWidget(corner, Qt::TopRightCorner);
    }
}

void MainWindow::applyPalette() {
    // The charts of both modes, shown or not.
    for (ChartGrid* grid : {charts_, split_->charts()})
        for (ChartView* chart : grid->findChildren<ChartView*>(Qt::FindDirectChildrenOnly))
            chart->applyPalette(palette());
    frontier_->chart()->applyPalette(palette());
}

void MainWindow::onSummaryActivated(const QString& key) {
    explain_->select(key);
    summary_->setSelectedKey(key);
}

void MainWindow::setMemoryUnit(units::MemoryUnit unit) {
    if (settings_)
        settings_->setMemoryUnit(unit);
    model_->setMemoryUnit(unit); // the menu follows (memoryUnitChanged), the views redraw
}

void MainWindow::saveSettings() {
    if (!settings_)
        return;
    settings_->saveState(model_->state(), model_->catalogue());
    settings_->saveWindow(*this, charts_->maximized());
}

void MainWindow::enableAutosave(const QString& path, int intervalMs) {
    delete autosave_;
    if (std::optional<Scenario> left = Autosave::leftOver(path, model_->catalogue())) {
        if (dialogs_->askRestoreAutosave(this)) {
            const ScenarioState restored = stateFromScenario(*left, model_->catalogue());
            document_->editor()->change(tr("Restore autosave"), [&restored](ScenarioState& state) {
                const CostBasis basis = state.costBasis;
                state = restored;
                state.costBasis = basis;
            });
            model_->flush();
        } else {
            QFile::remove(path);
        }
    }
    autosave_ = new Autosave(model_, path, intervalMs, this);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!fileActions_->maybeSave()) {
        event->ignore();
        return;
    }
    // A clean exit: nothing to offer back at the next start.
    if (autosave_)
        autosave_->discard();
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // Not inside the drag-and-drop handler: the unsaved-changes question is a modal loop.
    // A Hugging Face config.json sets the model; anything else is opened as a scenario.
    QMetaObject::invokeMethod(
        this,
        [this, path] {
            if (ImportActions::isModelConfig(path))
                importActions_->importModelConfig(path);
            else
                fileActions_->openFile(path);
        },
        Qt::QueuedConnection);
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
