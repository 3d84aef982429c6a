/**
 * Python run once in each fresh interpreter before any learner's program: it cuts the interpreter off from
 * JavaScript (the `js`/`pyodide` modules and their finder are removed, their imports refused) and installs the
 * audit hook that refuses files outside the program's folder, sockets and processes; time.sleep and asyncio get a
 * virtual clock (the VirtualLoop leans on asyncio's internals of Python 3.13, Pyodide 0.28). It defines `_sbx_make`,
 * which the worker calls from JavaScript (not inside runPython, whose own module it empties) and which returns
 * `run_test(code, after)`, held by the worker as a proxy: no Python name refers to either.
 */
export const PYTHON_PRELUDE = String.raw`
def _sbx_make(BASE):
    import sys, os, builtins, traceback
    import _pyodide._importhook as importhook
    import asyncio, time
    from pyodide import webloop

    # Pyodide's time.sleep and asyncio run on JavaScript's event loop, which a run never returns to. Here both
    # run on a virtual clock, as JavaScript's timers do: sleeping costs no time, a program that only waits for
    # a timer goes on at once, and one that waits for nothing at all runs into the time limit.
    asyncio.run = webloop._orig_run
    asyncio.events._set_running_loop(None)

    class Clock:
        now = 0.0

    def sleep(seconds):
        seconds = float(seconds)
        if seconds < 0:
            raise ValueError('sleep length must be non-negative')
        Clock.now += seconds

    class Selector:
        def select(self, timeout=None):
            if timeout:
                Clock.now += timeout
            return []

        def close(self):
            pass

    class VirtualLoop(asyncio.BaseEventLoop):
        def __init__(self):
            super().__init__()
            self._selector = Selector()

        def time(self):
            return Clock.now

        def _process_events(self, event_list):
            pass

        def _write_to_self(self):
            pass

    class Policy(asyncio.DefaultEventLoopPolicy):
        def new_event_loop(self):
            return VirtualLoop()

    def later(clock):
        return lambda: clock() + Clock.now

    time.sleep = sleep
    for name in ('time', 'monotonic', 'perf_counter'):
        setattr(time, name, later(getattr(time, name)))
    asyncio.set_event_loop_policy(Policy())
    del webloop
    os.environ.pop('_', None)

    BLOCKED = frozenset({
        'js', 'pyodide_js', 'pyodide', '_pyodide', '_pyodide_core', 'micropip', 'pyodide_http',
        'ctypes', '_ctypes', 'gc', 'multiprocessing', '_posixsubprocess',
    })
    for name in list(importhook.jsfinder.jsproxies):
        importhook.jsfinder.unregister_js_module(name)
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, importhook.JsFinder)]
    # The modules' own namespaces are emptied too: their classes stay reachable through object.__subclasses__(),
    # and their methods' __globals__ would otherwise still lead to JavaScript objects.
    bridge = [sys.modules.pop(name) for name in list(sys.modules) if name.split('.')[0] in BLOCKED - {'gc'}]
    sys.modules.pop('gc', None)
    del importhook
    for module in bridge:
        if isinstance(module, type(sys)):
            vars(module).clear()
    del bridge

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
        if isinstance(exc, OSError) and 'does not support processes' in str(exc):
            return ('not_allowed', 'Not allowed in the sandbox: starting a process', line)
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
            sys.stdout.flush()
            outcome = ('ok', None, None)
        except BaseException as exc:
            try:
                sys.stdout.flush()
            except BaseException:
                pass
            try:
                outcome = describe(exc)
            except BaseException as inner:
                outcome = ('memory_limit' if isinstance(inner, MemoryError) else 'error', type(exc).__name__, None)
        if state['violation'] is not None and outcome[0] != 'not_allowed':
            outcome = ('not_allowed', 'Not allowed in the sandbox: ' + state['violation'], outcome[2])
        return outcome

    return run_test
`;
