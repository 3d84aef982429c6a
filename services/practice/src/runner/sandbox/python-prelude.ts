/**
 * Python run once in each fresh interpreter before any learner's program: it cuts the interpreter off from
 * JavaScript (the `js`/`pyodide` modules and their finder are removed, their imports refused) and installs the
 * audit hook that refuses files outside the program's folder, sockets and processes. It leaves one function,
 * `run_test(code, after)`, which the worker holds as a proxy: no Python name refers to it.
 */
export const PYTHON_PRELUDE = String.raw`
def _sbx_make(BASE):
    import sys, os, builtins, traceback
    import _pyodide._importhook as importhook

    BLOCKED = frozenset({
        'js', 'pyodide_js', 'pyodide', '_pyodide', '_pyodide_core', 'micropip', 'pyodide_http',
        'ctypes', '_ctypes', 'gc', 'multiprocessing', '_posixsubprocess',
    })
    for name in list(importhook.jsfinder.jsproxies):
        importhook.jsfinder.unregister_js_module(name)
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, importhook.JsFinder)]
    for name in list(sys.modules):
        if name.split('.')[0] in BLOCKED:
            del sys.modules[name]
    del importhook

    STDLIB = tuple(p for p in sys.path if p.startswith('/lib/'))
    WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
    PROCESS_EVENTS = ('os.system', 'os.exec', 'os.spawn', 'os.fork', 'os.forkpty', 'os.posix_spawn',
                      'subprocess.Popen', 'os.kill', 'os.killpg', 'pty.spawn', 'os.startfile')
    PATH_EVENTS = ('os.remove', 'os.rmdir', 'os.mkdir', 'os.rename', 'os.truncate', 'os.chmod', 'os.chown',
                   'os.utime', 'shutil.rmtree', 'shutil.move', 'shutil.copyfile')
    state = {'root': BASE, 'violation': None}

    def inside(path, folder):
        return path == folder or path.startswith(folder.rstrip('/') + '/')

    def resolve(path):
        path = os.fspath(path)
        if isinstance(path, bytes):
            path = os.fsdecode(path)
        return os.path.normpath(os.path.join(os.getcwd(), path))

    def refuse(what):
        if state['violation'] is None:
            state['violation'] = what
        raise PermissionError('not allowed in the sandbox: ' + what)

    def hook(event, args):
        if event == 'open':
            path, mode, flags = args
            if path is None or isinstance(path, int):
                return
            where = resolve(path)
            if inside(where, state['root']):
                return
            writes = any(c in mode for c in 'wax+') if isinstance(mode, str) else bool((flags or 0) & WRITE_FLAGS)
            if not writes and any(inside(where, d) for d in STDLIB):
                return
            refuse('open(%r)' % (path,))
        elif event == 'import':
            if args[0].split('.')[0] in BLOCKED:
                refuse('import ' + args[0])
        elif event.startswith('socket.'):
            refuse('network (' + event + ')')
        elif event.startswith(PROCESS_EVENTS):
            refuse('starting a process (' + event + ')')
        elif event in ('os.symlink', 'os.link'):
            refuse(event)
        elif event in PATH_EVENTS:
            for path in args[:2]:
                if isinstance(path, (str, bytes, os.PathLike)) and not inside(resolve(path), state['root']):
                    refuse('%s(%r)' % (event, path))

    os.makedirs(BASE, exist_ok=True)
    sys.addaudithook(hook)
    counter = [0]

    def error_line(exc):
        line = None
        if isinstance(exc, SyntaxError) and exc.filename == '<main>':
            return exc.lineno
        for frame, lineno in traceback.walk_tb(exc.__traceback__):
            if frame.f_code.co_filename == '<main>':
                line = lineno
        return line

    def last_line(exc):
        try:
            lines = traceback.format_exception_only(type(exc), exc)
            return lines[-1].strip() if lines else type(exc).__name__
        except BaseException:
            return type(exc).__name__

    def describe(exc):
        line = error_line(exc)
        if state['violation'] is not None:
            return ('not_allowed', 'Not allowed in the sandbox: ' + state['violation'], line)
        if isinstance(exc, KeyboardInterrupt):
            return ('time_limit', None, line)
        if isinstance(exc, MemoryError):
            return ('memory_limit', 'MemoryError', line)
        if isinstance(exc, SystemExit) and exc.code in (None, 0):
            return ('ok', None, None)
        return ('error', last_line(exc), line)

    def run_test(code, after):
        counter[0] += 1
        folder = BASE + '/t' + str(counter[0])
        state['root'] = folder
        state['violation'] = None
        os.makedirs(folder)
        os.chdir(folder)
        scope = {'__name__': '__main__', '__builtins__': builtins}
        try:
            exec(compile(code, '<main>', 'exec'), scope)
            if after:
                exec(compile(after, '<after>', 'exec'), scope)
            outcome = ('ok', None, None)
        except BaseException as exc:
            try:
                outcome = describe(exc)
            except BaseException as inner:
                outcome = ('memory_limit' if isinstance(inner, MemoryError) else 'error', type(exc).__name__, None)
        if state['violation'] is not None and outcome[0] != 'not_allowed':
            outcome = ('not_allowed', 'Not allowed in the sandbox: ' + state['violation'], outcome[2])
        return outcome

    return run_test

_sbx_run_test = _sbx_make('/sandbox')
del _sbx_make
`;
