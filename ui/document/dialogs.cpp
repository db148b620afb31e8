#include "ui/document/dialogs.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

namespace ridgeline::ui {

namespace {

// Lines beyond this go to the "Show Details..." part of the message box.
constexpr int shownLines = 12;

} // namespace

Dialogs::Unsaved Dialogs::askUnsaved(QWidget* parent, const QString& name) {
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to \"%1\"?").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Your changes are lost if you don't save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Unsaved::Save;
    case QMessageBox::Discard:
        return Unsaved::Discard;
    default:
        return Unsaved::Cancel;
    }
}

bool Dialogs::askRestoreAutosave(QWidget* parent) {
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved changes"),
                    tr("Ridgeline did not exit cleanly last time. Restore the scenario as it was "
                       "last autosaved?"),
                    QMessageBox::NoButton, parent);
    QPushButton* restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

QString Dialogs::openFileName(QWidget* parent, const QString& title, const QString& dir,
                              const QString& filter) {
    return QFileDialog::getOpenFileName(parent, title, dir, filter);
}

QString Dialogs::saveFileName(QWidget* parent, const QString& title, const QString& suggested,
                              const QString& filter) {
    return QFileDialog::getSaveFileName(parent, title, suggested, filter);
}

std::optional<ExportOptions> Dialogs::pngOptions(QWidget* parent, const ExportOptions& initial) {
    QDialog dialog(parent);
    dialog.setWindowTitle(tr("Export PNG"));
    auto* form = new QFormLayout(&dialog);
    auto* width = new QSpinBox(&dialog);
    auto* height = new QSpinBox(&dialog);
    for (QSpinBox* box : {width, height}) {
        box->setRange(minExportSide, maxExportSide);
        box->setSuffix(tr(" px"));
    }
    width->setValue(initial.size.width());
    height->setValue(initial.size.height());
    auto* scale = new QComboBox(&dialog);
    for (int s : {1, 2, 3, 4})
        scale->addItem(tr("%1×").arg(s), s);
    scale->setCurrentIndex(std::clamp(int(initial.scale) - 1, 0, 3));
    // Text and lines larger than on screen; the slide preset sets a 16:9 full-screen slide.
    auto* text = new QComboBox(&dialog);
    for (qreal t : {1.0, 1.5, 2.0, 3.0})
        text->addItem(tr("%1×").arg(QLocale().toString(t)), t);
    text->setCurrentIndex(std::max(0, text->findData(initial.textScale)));
    auto* slide = new QPushButton(tr("S&lide: 1920×1080, large text"), &dialog);
    QObject::connect(slide, &QPushButton::clicked, &dialog, [=] {
        const ExportOptions preset = slideExportOptions();
        width->setValue(preset.size.width());
        height->setValue(preset.size.height());
        scale->setCurrentIndex(scale->findData(int(preset.scale)));
        text->setCurrentIndex(text->findData(preset.textScale));
    });
    form->addRow(tr("&Width:"), width);
    form->addRow(tr("&Height:"), height);
    form->addRow(tr("&Scale:"), scale);
    form->addRow(tr("&Text size:"), text);
    form->addRow(QString(), slide);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    ExportOptions options;
    options.size = QSize(width->value(), height->value());
    options.scale = scale->currentData().toInt();
    options.textScale = text->currentData().toReal();
    return options;
}

void Dialogs::showError(QWidget* parent, const QString& title, const QString& text,
                        const QStringList& lines) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    if (!lines.isEmpty()) {
        QStringList shown = lines.mid(0, shownLines);
        if (lines.size() > shownLines)
            shown << tr("… and %n more (see details)", nullptr, int(lines.size() - shownLines));
        box.setInformativeText(shown.join(QLatin1Char('\n')));
        if (lines.size() > shownLines)
            box.setDetailedText(lines.join(QLatin1Char('\n')));
    }
    box.exec();
}

} // namespace ridgeline::ui
