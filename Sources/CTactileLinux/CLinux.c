#include "CTactileLinux.h"

// glibc calls .init_array functions with (argc, argv, envp), so the arguments are available to
// Swift code in both ordinary and Embedded builds, where `CommandLine` does not exist.
static int saved_argc;
static char **saved_argv;

__attribute__((constructor)) static void tl_capture_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}

int tl_argument_count(void) { return saved_argc; }

const char *tl_argument(int index) {
    return index >= 0 && index < saved_argc ? saved_argv[index] : 0;
}
