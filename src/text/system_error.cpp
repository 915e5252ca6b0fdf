#include "system_error.hpp"

#include <cerrno>
#include <cstring>

namespace gomoku {

SystemError system_error(int code) {
    switch (code) {
        case ENOENT: return SystemError::missing;
        case EACCES:
        case EPERM: return SystemError::permission;
        case ENOTDIR: return SystemError::not_directory;
        case EISDIR: return SystemError::is_directory;
        case ENOSPC:
        case EDQUOT: return SystemError::no_space;
        case EROFS: return SystemError::read_only;
        case ENAMETOOLONG: return SystemError::name_too_long;
        case ELOOP: return SystemError::link;
        case EEXIST: return SystemError::exists;
        case EBUSY:
        case ETXTBSY: return SystemError::busy;
        case EIO: return SystemError::io;
        case EMFILE:
        case ENFILE: return SystemError::too_many_open;
        case EFBIG: return SystemError::too_large;
        case ECONNREFUSED: return SystemError::refused;
        case EADDRINUSE: return SystemError::in_use;
        case EADDRNOTAVAIL: return SystemError::not_local;
        case ETIMEDOUT: return SystemError::timed_out;
        case EHOSTUNREACH:
        case EHOSTDOWN: return SystemError::no_route;
        case ENETUNREACH:
        case ENETDOWN: return SystemError::net_unreachable;
        case ECONNRESET:
        case ECONNABORTED:
        case EPIPE: return SystemError::reset;
        case EAFNOSUPPORT:
        case EPROTONOSUPPORT: return SystemError::not_supported;
        case ENOMEM:
        case ENOBUFS: return SystemError::no_memory;
        case EINTR: return SystemError::interrupted;
        default: return SystemError::other;
    }
}

namespace {

const char* english(SystemError e) {
    switch (e) {
        case SystemError::missing: return "no such file or directory";
        case SystemError::permission: return "permission denied";
        case SystemError::not_directory: return "a part of the path is not a directory";
        case SystemError::is_directory: return "it is a directory";
        case SystemError::no_space: return "the disk is full";
        case SystemError::read_only: return "the file system is read-only";
        case SystemError::name_too_long: return "the name is too long";
        case SystemError::link: return "too many symbolic links, or a link where none may be";
        case SystemError::exists: return "it already exists";
        case SystemError::busy: return "it is busy";
        case SystemError::io: return "an input/output error";
        case SystemError::too_many_open: return "too many files are open";
        case SystemError::too_large: return "the file is too large";
        case SystemError::refused: return "the connection was refused: nothing listens there";
        case SystemError::in_use: return "another program is using that port";
        case SystemError::not_local: return "that address is not one of this machine's";
        case SystemError::timed_out: return "the connection timed out";
        case SystemError::no_route: return "there is no route to that machine";
        case SystemError::net_unreachable: return "that network cannot be reached";
        case SystemError::reset: return "the connection was cut";
        case SystemError::not_supported: return "this machine does not support that kind of address";
        case SystemError::no_memory: return "out of memory";
        case SystemError::interrupted: return "interrupted";
        case SystemError::other: return "{system} (error {code})";
    }
    return "";
}

const char* chinese(SystemError e) {
    switch (e) {
        case SystemError::missing: return "没有这个文件或目录";
        case SystemError::permission: return "没有权限";
        case SystemError::not_directory: return "路径中有一部分不是目录";
        case SystemError::is_directory: return "这是一个目录";
        case SystemError::no_space: return "磁盘已满";
        case SystemError::read_only: return "文件系统是只读的";
        case SystemError::name_too_long: return "名称太长";
        case SystemError::link: return "符号链接过多，或此处不允许链接";
        case SystemError::exists: return "已经存在";
        case SystemError::busy: return "正在被占用";
        case SystemError::io: return "输入/输出错误";
        case SystemError::too_many_open: return "打开的文件太多";
        case SystemError::too_large: return "文件太大";
        case SystemError::refused: return "连接被拒绝：那里没有程序在等待连接";
        case SystemError::in_use: return "另一个程序正在使用这个端口";
        case SystemError::not_local: return "这个地址不属于本机";
        case SystemError::timed_out: return "连接超时";
        case SystemError::no_route: return "没有通往那台机器的路由";
        case SystemError::net_unreachable: return "无法到达那个网络";
        case SystemError::reset: return "连接被切断了";
        case SystemError::not_supported: return "本机不支持这类地址";
        case SystemError::no_memory: return "内存不足";
        case SystemError::interrupted: return "操作被中断";
        case SystemError::other: return "系统错误（错误号 {code}）";
    }
    return "";
}

}  // namespace

const char* system_error_raw(Lang lang, SystemError e) { return lang == Lang::zh ? chinese(e) : english(e); }

std::string system_error_text(Lang lang, int code) {
    const SystemError e = system_error(code);
    // strerror's words only in English, and only for an error of no kind here.
    const std::string system = lang == Lang::en && e == SystemError::other ? std::strerror(code) : "";
    return fill(system_error_raw(lang, e), {{"code", std::to_string(code)}, {"system", system}});
}

}  // namespace gomoku
