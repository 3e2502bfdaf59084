#include "dialogprovider.h"

#include "apperror.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>

#include <optional>

namespace kvgui {

namespace {

struct State
{
    bool testMode = false;
    std::optional<QString> nextFileName;
    std::optional<DialogProvider::Answer> nextAnswer;
    QString lastError;
    int questions = 0;
};

State& state()
{
    static State s;
    return s;
}

QString takeFileName()
{
    QString name = state().nextFileName.value_or(QString());
    state().nextFileName.reset();
    return name;
}

} // namespace

QString DialogProvider::openFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter)
{
    if (state().testMode || state().nextFileName)
        return takeFileName();
    return QFileDialog::getOpenFileName(parent, title, dir, filter);
}

QString DialogProvider::directoryName(QWidget* parent, const QString& title, const QString& dir)
{
    if (state().testMode || state().nextFileName)
        return takeFileName();
    return QFileDialog::getExistingDirectory(parent, title, dir);
}

QString DialogProvider::saveFileName(QWidget* parent, const QString& title, const QString& suggested,
                                     const QString& filter)
{
    if (state().testMode || state().nextFileName)
        return takeFileName();
    return QFileDialog::getSaveFileName(parent, title, suggested, filter);
}

DialogProvider::Answer DialogProvider::askSaveChanges(QWidget* parent, const QString& documentName)
{
    ++state().questions;
    if (state().testMode || state().nextAnswer) {
        const Answer a = state().nextAnswer.value_or(Answer::Cancel);
        state().nextAnswer.reset();
        return a;
    }
    QMessageBox box(
        QMessageBox::Question, QCoreApplication::translate("DialogProvider", "Unsaved changes"),
        QCoreApplication::translate("DialogProvider", "Save the changes to “%1” before closing it?").arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(
        QCoreApplication::translate("DialogProvider", "Your changes are lost if you don't save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return Answer::Save;
    case QMessageBox::Discard: return Answer::Discard;
    default: return Answer::Cancel;
    }
}

void DialogProvider::showError(QWidget* parent, const QString& title, const QString& text)
{
    state().lastError = text;
    if (state().testMode)
        return;
    QMessageBox::warning(parent, title, text);
}

void DialogProvider::showCurrentFailure(QWidget* parent, const QString& title)
{
    showError(parent, title, kvapp::currentFailure().message);
}

void DialogProvider::setTestMode(bool on)
{
    state().testMode = on;
}

void DialogProvider::setNextFileName(const QString& fileName)
{
    state().nextFileName = fileName;
}

void DialogProvider::setNextAnswer(Answer answer)
{
    state().nextAnswer = answer;
}

QString DialogProvider::lastError()
{
    return state().lastError;
}

int DialogProvider::questionCount()
{
    return state().questions;
}

void DialogProvider::reset()
{
    const bool test = state().testMode;
    state() = State{};
    state().testMode = test;
}

} // namespace kvgui
