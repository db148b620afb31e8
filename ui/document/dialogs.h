// The questions the window asks its user (file names, unsaved changes, export size) and the
// errors it shows, behind one interface so that tests can answer them without a modal loop.
#pragma once

#include "ui/export/chart_export.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace ridgeline::ui {

class Dialogs {
    Q_DECLARE_TR_FUNCTIONS(Dialogs)

public:
    enum class Unsaved { Save, Discard, Cancel };

    virtual ~Dialogs() = default;

    /// "Save the changes to `name`?" with Save, Discard and Cancel.
    virtual Unsaved askUnsaved(QWidget* parent, const QString& name);
    /// A file to open; empty when cancelled. `filter` as for QFileDialog.
    virtual QString openFileName(QWidget* parent, const QString& title, const QString& dir,
                                 const QString& filter);
    /// A file to write; empty when cancelled. `suggested` is the proposed path.
    virtual QString saveFileName(QWidget* parent, const QString& title, const QString& suggested,
                                 const QString& filter);
    /// The size of a PNG export; nullopt when cancelled.
    virtual std::optional<ExportOptions> pngOptions(QWidget* parent, const ExportOptions& initial);
    /// "Restore the unsaved changes of the last session?" after a crash; true to restore.
    virtual bool askRestoreAutosave(QWidget* parent);
    /// A warning with a headline and detail lines (one per problem).
    virtual void showError(QWidget* parent, const QString& title, const QString& text,
                           const QStringList& lines = {});
};

} // namespace ridgeline::ui
