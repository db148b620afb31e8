#include "core/base/text_file.h"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iterator>

namespace ridgeline {

Result<std::string> readTextFile(const std::string& path, std::size_t maxBytes) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status))
        return Problems{
            {path, "cannot be opened for reading (no such file)", ProblemCode::fileMissing}};
    if (!fs::is_regular_file(status))
        return Problems{{path, "is not a regular file", ProblemCode::notRegularFile}};
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec)
        return Problems{{path, "cannot be opened for reading", ProblemCode::fileUnreadable}};
    if (size > maxBytes)
        return Problems{{path,
                         fmt::format("is {} bytes, more than this reader accepts "
                                     "(allowed: at most {} bytes)",
                                     size, maxBytes),
                         ProblemCode::fileTooLarge,
                         fmt::format("{}", size),
                         fmt::format("at most {} bytes", maxBytes),
                         {fmt::format("{}", maxBytes)}}};
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Problems{{path, "cannot be opened for reading", ProblemCode::fileUnreadable}};
    std::string text;
    text.reserve(std::size_t(size));
    // Read at most one byte past the limit: the file may have grown since it was measured.
    std::istreambuf_iterator<char> it(in), end;
    for (; it != end && text.size() <= maxBytes; ++it)
        text.push_back(*it);
    if (text.size() > maxBytes)
        return Problems{
            {path,
             fmt::format("is more than {} bytes (allowed: at most {} bytes)", maxBytes, maxBytes),
             ProblemCode::fileTooLarge,
             "",
             fmt::format("at most {} bytes", maxBytes),
             {fmt::format("{}", maxBytes)}}};
    return text;
}

} // namespace ridgeline
