#pragma once
// Errors the core reports about its input. The core carries no user-visible prose: an error is a
// stable code plus the subject it is about (a field name, an id, a value). app/ words it with tr().
//   throw kv::InputError("unknown-model", "llama-9b");
//   // app/: tr("No model preset is called “%1”.").arg(subject)

#include <stdexcept>
#include <string>

namespace kv {

class InputError : public std::runtime_error
{
public:
    InputError(std::string code, std::string subject, std::string detail = {})
        : std::runtime_error(code + ": " + subject + (detail.empty() ? "" : " (" + detail + ")")),
          m_code(std::move(code)), m_subject(std::move(subject)), m_detail(std::move(detail))
    {
    }
    const std::string& code() const { return m_code; }
    const std::string& subject() const { return m_subject; }
    const std::string& detail() const { return m_detail; }

private:
    std::string m_code;
    std::string m_subject;
    std::string m_detail;
};

} // namespace kv
