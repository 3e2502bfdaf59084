#pragma once
// The seam between kvplanner and modal dialogs (file pickers, questions, error boxes). Tests set the
// next answer instead of clicking, and read what would have been shown:
//   DialogProvider::setTestMode(true);
//   DialogProvider::setNextFileName(u"/tmp/broken.kvplan"_s);
//   fileController.open();                         // no dialog appears
//   QVERIFY(!DialogProvider::lastError().isEmpty()); // the error the user would have seen
// In test mode a question without a prepared answer is answered Cancel, and a picker returns "".

#include <QString>

class QWidget;

namespace kvgui {

class DialogProvider
{
public:
    enum class Answer { Save, Discard, Cancel };

    static QString openFileName(QWidget* parent, const QString& title, const QString& dir, const QString& filter);
    static QString directoryName(QWidget* parent, const QString& title, const QString& dir);
    static QString saveFileName(QWidget* parent, const QString& title, const QString& suggested, const QString& filter);
    // "Save the changes to %1?" with Save / Discard / Cancel.
    static Answer askSaveChanges(QWidget* parent, const QString& documentName);
    static void showError(QWidget* parent, const QString& title, const QString& text);
    // Inside a catch block at a slot or dialog handler (app/common/apperror.h): shows the failure being
    // handled, worded by kvapp::currentFailure(), under `title`.
    static void showCurrentFailure(QWidget* parent, const QString& title);

    // Test seams.
    static void setTestMode(bool on);
    static void setNextFileName(const QString& fileName);
    static void setNextAnswer(Answer answer);
    static QString lastError();
    static int questionCount(); // how many times a question was asked
    static void reset();        // forget prepared answers and recorded errors
};

} // namespace kvgui
