#pragma once
// A process id no process has: a child that exited and was reaped. What a
// lock left by a killed program names.

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace test {

inline long dead_pid() {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

}  // namespace test
