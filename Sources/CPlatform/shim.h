// The one place the package names its platform: the C library's headers for files, folders, memory, threads and
// math. Swift files `import CPlatform` instead of repeating `#if canImport(Glibc) … Musl … Darwin` (the same headers
// exist on each). C macros Swift cannot import get a small inline function here.
#ifndef CPLATFORM_SHIM_H
#define CPLATFORM_SHIM_H
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/// The calling thread's `errno` (a macro in every C library, so Swift cannot read it directly).
static inline int cplatform_errno(void) { return errno; }

/// `open(2)` with its optional mode always passed (Swift cannot call C's variadic functions).
static inline int cplatform_open(const char *path, int flags, mode_t mode) { return open(path, flags, mode); }

/// `openat(2)` with its optional mode always passed.
static inline int cplatform_openat(int folder, const char *path, int flags, mode_t mode) {
    return openat(folder, path, flags, mode);
}

/// `mmap(2)`'s failure value (a cast macro Swift cannot import).
static inline void *cplatform_map_failed(void) { return MAP_FAILED; }
#endif
