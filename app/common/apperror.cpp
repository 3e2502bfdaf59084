#include "apperror.h"

#include "checked.h"
#include "errors.h"
#include "optiontr.h"
#include "wording.h"

#include <exception>

namespace kvapp {

Failure currentFailure()
{
    Failure f;
    try {
        if (const std::exception_ptr e = std::current_exception())
            std::rethrow_exception(e);
        f.message = Cli::tr("unknown error");
    } catch (const AppError& e) {
        f.message = e.message;
        f.exitCode = e.exitCode;
    } catch (const kv::InputError& e) {
        f.message = describeError(e);
    } catch (const kv::OverflowError& e) {
        f.message = Cli::tr("the numbers are too large to compute (%1)").arg(QString::fromUtf8(e.what()));
    } catch (const std::exception& e) {
        f.message = QString::fromUtf8(e.what());
    } catch (...) {
        f.message = Cli::tr("unknown error");
    }
    return f;
}

} // namespace kvapp
