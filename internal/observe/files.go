package observe

import (
	"iter"
	"path"
	"slices"
	"strings"
)

// FileKind says what a changed file is, for deciding whether it needs a
// verification: a docs-only change does not.
type FileKind string

const (
	Docs   FileKind = "docs"
	Code   FileKind = "code"
	Config FileKind = "config"
	Assets FileKind = "assets"
	Other  FileKind = "other"
	// Meta is the repository's and the tools' own settings: ignore files,
	// editor and agent settings, environment files and their examples.
	// They change no behaviour a test could check.
	Meta FileKind = "meta"
	// ScratchFile is scaffolding and artifacts, not the project: a file
	// outside the project in a temporary directory or among the agent's own
	// notes (~/.claude/plans), a file in a folder of an agent's or tool's
	// working state inside it (.superpowers/, .entire/, .cache/; see
	// workState), and a log (see logFile).
	ScratchFile FileKind = "scratch"
)

// File classifies a path by its extension first, then its name, then its
// folders: docs/conf.py is code, docs/notes is docs. A file in an agent
// client's settings folder (agentDirs) that could alter behaviour is Meta
// unless it is code (a hook script runs); a log is ScratchFile. Folders of
// working state (workState) are read in a relative path only: in an
// absolute one File cannot tell the project's own folders from those above
// it, and Scratch, which knows the project's root, reads them.
func File(p string) FileKind {
	p = fromWorktree(strings.ReplaceAll(p, `\`, "/"))
	if meta(p) {
		return Meta
	}
	if !path.IsAbs(p) && !windowsAbs(p) && workState(p) {
		return ScratchFile
	}
	k := kindOf(p)
	if k != Code && Behavioural(k) && agentSettings(p) {
		return Meta // rules, MCP lists, permissions; a hook script stays code
	}
	if k == Config && outputFolder(p) {
		return Docs // a status file, a report: the project's record, read by no program of it
	}
	return k
}

// outputFolder reports a path under a folder a workflow writes its
// records to (_bmad-output/, reports/, artifacts/): data files there are
// what the work produced or tracks, not what the project runs on. A
// folder of components names one "reports" after what it does
// (charts/reports/, services/reports/): its files are that component's.
func outputFolder(p string) bool {
	dirs := strings.Split(strings.ToLower(path.Dir(p)), "/")
	for i, d := range dirs {
		d = strings.TrimLeft(d, "_.")
		if (d == "reports" || d == "artifacts") && (i == 0 || !componentFolder(dirs[i-1])) ||
			strings.HasSuffix(d, "-output") || strings.HasSuffix(d, "_output") ||
			strings.HasSuffix(d, "-artifacts") || strings.HasSuffix(d, "-reports") {
			return true
		}
	}
	return false
}

// componentFolder reports a folder that holds a project's components,
// each in a folder named for it.
func componentFolder(d string) bool {
	switch d {
	case "charts", "services", "apps", "packages", "modules", "components", "cmd", "internal", "pkg", "src", "lib",
		"libs", "crates", "plugins", "roles", "stacks", "functions", "lambdas", "jobs", "workers", "features":
		return true
	}
	return false
}

// kindOf reads a path's extension, then its name, then its folders.
func kindOf(p string) FileKind {
	base := strings.ToLower(path.Base(p))
	ext := path.Ext(base)
	if logFile(p, ext) {
		return ScratchFile
	}
	if ext == ".txt" && buildText(p, base) {
		return Config
	}
	if k, ok := extensionKind(ext); ok {
		return k
	}
	if k, ok := byName(strings.TrimSuffix(base, ext)); ok {
		return k
	}
	if k, ok := byName(base); ok {
		return k
	}
	for _, dir := range strings.Split(strings.ToLower(path.Dir(p)), "/") {
		if k, ok := byFolder(dir); ok {
			return k
		}
	}
	return Other
}

// buildText reports a text file (base, lower case) that a build reads
// as its input: CMakeLists.txt, pip's requirements and constraints files
// (requirements-dev.txt, requirements/base.txt), Heroku's runtime.txt. A
// bumped pin there changes the program as much as a line of its code. In
// a documentation folder the same names are a product's requirements.
func buildText(p, base string) bool {
	if base == "cmakelists.txt" {
		return true
	}
	dirs := strings.Split(strings.ToLower(path.Dir(p)), "/")
	for _, d := range dirs {
		if k, ok := byFolder(d); ok && k == Docs {
			return false
		}
	}
	return base == "runtime.txt" || strings.HasPrefix(base, "requirements") || strings.HasPrefix(base, "constraints") ||
		dirs[len(dirs)-1] == "requirements"
}

// extensionKind is the kind of a file by its extension (lower case, with
// its dot). A switch, not a map: a map is built in every process that
// reads it, and an edit's process reads it once.
func extensionKind(ext string) (FileKind, bool) {
	switch ext {
	case ".md", ".mdx", ".markdown", ".rst", ".adoc", ".asciidoc", ".txt", ".org", ".rtf", ".textile", ".pod":
		return Docs, true
	case ".go", ".py", ".pyi", ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".rs", ".java",
		".kt", ".kts", ".scala", ".groovy", ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cs", ".fs",
		".vb", ".rb", ".rake", ".php", ".swift", ".m", ".mm", ".ex", ".exs", ".erl", ".hrl", ".hs", ".ml",
		".mli", ".clj", ".cljs", ".lua", ".pl", ".pm", ".sh", ".bash", ".zsh", ".fish", ".ps1", ".psm1",
		".bat", ".cmd", ".sql", ".r", ".dart", ".vue", ".svelte", ".astro", ".elm", ".zig", ".nim", ".jl",
		".sol", ".tf", ".hcl", ".proto", ".graphql", ".gql", ".ipynb", ".html", ".htm", ".css", ".scss",
		".sass", ".less", ".tmpl", ".gotmpl", ".j2", ".jinja", ".erb", ".ejs", ".hbs", ".wasm", ".s",
		".asm", ".v", ".sv", ".vhd", ".cu", ".metal", ".glsl", ".hlsl", ".nix", ".bzl", ".star", ".cue",
		".rego":
		return Code, true
	case ".json", ".jsonc", ".json5", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".properties",
		".xml", ".plist", ".env", ".lock", ".mod", ".sum", ".gradle", ".editorconfig", ".gitignore",
		".gitattributes", ".dockerignore", ".npmrc", ".nvmrc", ".babelrc", ".eslintrc", ".prettierrc",
		".csproj", ".sln", ".pbxproj":
		return Config, true
	case ".png", ".jpg", ".jpeg", ".gif", ".svg", ".ico", ".icns", ".webp", ".bmp", ".tif", ".tiff", ".avif",
		".mp3", ".mp4", ".wav", ".ogg", ".webm", ".mov", ".woff", ".woff2", ".ttf", ".otf", ".eot", ".pdf",
		".psd", ".sketch", ".fig", ".blend", ".glb", ".gltf", ".obj":
		return Assets, true
	}
	return Other, false
}

func byName(s string) (v FileKind, ok bool) {
	switch s {
	case "readme", "changelog", "changes", "history", "license", "licence", "copying", "authors",
		"contributors", "contributing", "notice":
		return Docs, true
	case "codeowners", "dockerfile", "containerfile", "makefile", "gnumakefile", "justfile", "taskfile", "jenkinsfile",
		"procfile", "gemfile", "vagrantfile", "brewfile", "podfile", "build", "workspace", ".gitignore",
		".env", ".npmrc", ".editorconfig":
		return Config, true
	case "rakefile":
		return Code, true
	}
	return
}

func byFolder(s string) (v FileKind, ok bool) {
	switch s {
	case "docs", "doc", "documentation", "man":
		return Docs, true
	case "assets", "static", "images", "img", "fonts":
		return Assets, true
	}
	return
}

// meta reports a file of the repository's or the tools' own settings.
func meta(p string) bool {
	low := strings.ToLower(p)
	base := path.Base(low)
	switch {
	case metaNames(base), strings.HasPrefix(base, ".env"), strings.HasPrefix(base, ".aider."):
		return true
	case strings.HasSuffix(base, ".example"), strings.HasSuffix(base, ".sample"):
		return true
	case strings.Contains(low, "/.vscode/"), strings.Contains(low, "/.idea/"), strings.HasPrefix(low, ".vscode/"), strings.HasPrefix(low, ".idea/"):
		return true
	case (strings.Contains(low, "/.claude/") || strings.HasPrefix(low, ".claude/")) && strings.HasPrefix(base, "settings") && strings.HasSuffix(base, ".json"):
		return true
	}
	return false
}

// metaNames are the repository's own settings files, and the settings an
// agent client reads (an MCP server list, rules, ignore lists): they take
// effect when the client next loads them, and change nothing the project
// builds, runs or ships.
func metaNames(s string) bool {
	switch s {
	case ".gitignore", ".gitattributes", ".editorconfig", ".dockerignore", ".mailmap", "codeowners", ".gitmodules", ".prettierignore",
		".eslintignore", ".npmignore", ".mcp.json", ".cursorrules", ".windsurfrules", ".clinerules", ".roomodes", ".cursorignore",
		".aiderignore", ".codeiumignore", ".geminiignore", ".claudeignore":
		return true
	}
	return false
}

// Hidden folders are sorted by whose they are. The project's own hidden
// folders configure what it does and stay in: .github (workflows and
// actions), .circleci, .gitlab, .husky (git hooks that run on commit),
// .devcontainer (the build environment), .config and .cargo (tool and
// build settings), .changeset (release notes and versions), .storybook,
// .mvn, .yarn (the package manager it pins). The folders below belong to
// an agent or a tool instead, and nothing the project builds, runs or
// ships reads them.

// stateDirs are folders in which an agent, an agent's companion tool or a
// developer tool keeps its own working state: mockups and session files
// (.superpowers), session transcripts and logs (.entire, .specstory),
// screenshots and traces (.playwright-mcp), an agent's memory (.serena),
// caches and local history (.cache, .pytest_cache, .history) and scratch
// folders (.tmp, .scratch). What is written there is scaffolding or
// output: a file in one is ScratchFile, whatever its extension.
func stateDirs(s string) bool {
	switch s {
	case ".superpowers", ".entire", ".specstory", ".playwright-mcp", ".serena", ".cache", ".pytest_cache", ".mypy_cache",
		".ruff_cache", ".hypothesis", ".parcel-cache", ".nyc_output", ".history", ".tmp", ".temp", ".scratch":
		return true
	}
	return false
}

// agentDirs are the folders of an agent client's own settings: rules,
// prompts, MCP server lists, permissions, skills (.claude, .cursor,
// .windsurf, .continue, .gemini, .codex and the like). The client reads
// them when it starts or reloads; they change nothing the project does,
// so a file in one is Meta, except code: a hook or skill script there
// runs on the agent's events and can be run and checked like any script.
// A worktree an agent checks out under one (.claude/worktrees/<name>/) is
// the project itself: see fromWorktree.
func agentDirs(s string) bool {
	switch s {
	case ".claude", ".cursor", ".windsurf", ".continue", ".gemini", ".codex", ".roo", ".kiro",
		".amazonq", ".junie", ".augment", ".opencode", ".clinerules", ".agent", ".agents", ".zed":
		return true
	}
	return false
}

// dirs yields the lower-cased folder names of a slash-separated path, not
// its base name.
func dirs(p string) []string {
	p = strings.ToLower(strings.Trim(p, "/"))
	i := strings.LastIndexByte(p, '/')
	if i < 0 {
		return nil
	}
	return strings.Split(p[:i], "/")
}

// workState reports a path in a folder of working state (stateDirs), or
// in aider's (.aider.tags.cache.v3 and its kin), at any depth.
func workState(p string) bool {
	for _, d := range dirs(p) {
		if stateDirs(d) || strings.HasPrefix(d, ".aider") {
			return true
		}
	}
	return false
}

// agentSettings reports a path in an agent client's settings folder
// (agentDirs), at any depth.
func agentSettings(p string) bool {
	for _, d := range dirs(p) {
		if agentDirs(d) {
			return true
		}
	}
	return false
}

// fromWorktree returns the part of p inside the worktree it lies in, when
// it lies in one an agent or a developer checked out under a "worktrees"
// folder (.claude/worktrees/<name>/src/app.ts, ~/.codex/worktrees/<id>/…,
// .worktrees/<name>/…): the files there are the project's own, and are
// judged from the worktree's root, not by the agent's folder around it.
func fromWorktree(p string) string {
	parts := strings.Split(p, "/")
	for i := len(parts) - 3; i >= 0; i-- {
		if w := strings.ToLower(parts[i]); w == "worktrees" || w == ".worktrees" {
			return strings.Join(parts[i+2:], "/")
		}
	}
	return p
}

// fixtureDirs hold the inputs a project's tests read.
func fixtureDirs(s string) bool {
	switch s {
	case "testdata", "test", "tests", "__tests__", "spec", "fixtures", "fixture", "__fixtures__",
		"golden", "__snapshots__":
		return true
	}
	return false
}

// logFile reports a log: the output of a run (app.log, .entire/trace.log,
// npm-debug.log), which no build or run reads back. A log among a test's
// fixtures is the input a parser's tests read, and keeps its kind.
func logFile(p, ext string) bool {
	if ext != ".log" {
		return false
	}
	for _, d := range dirs(p) {
		if fixtureDirs(d) {
			return false
		}
	}
	return true
}

// windowsAbs reports a Windows absolute path (C:/p/…), slashes turned.
func windowsAbs(p string) bool {
	return len(p) > 2 && p[1] == ':' && p[2] == '/'
}

// tempRoots are system temporary directories, as path prefixes.
var tempRoots = []string{"/tmp/", "/var/tmp/", "/private/tmp/", "/var/folders/", "/private/var/folders/", "/dev/shm/"}

// Scratch reports whether path, an absolute path, is scratch for a project
// at cwd: in a temporary directory (or the agent's notes under ~/.claude)
// that the project itself is not in, or in a folder of an agent's or a
// tool's working state (workState). Inside the project only its own
// folders are read: a project checked out under /tmp, or under a folder
// named .cache, keeps its files.
func Scratch(path, cwd string) bool {
	low := strings.ToLower(strings.ReplaceAll(path, `\`, "/"))
	root := strings.ToLower(strings.TrimSuffix(strings.ReplaceAll(cwd, `\`, "/"), "/")) + "/"
	if cwd != "" && strings.HasPrefix(low, root) {
		return workState(fromWorktree(low[len(root):]))
	}
	if workState(fromWorktree(low)) {
		return true
	}
	for _, d := range tempRoots {
		if strings.HasPrefix(low, d) {
			return true
		}
	}
	for _, d := range []string{"/appdata/local/temp/", "/.claude/plans/", "/.claude/projects/", "/.claude/todos/", "/.claude/memory/"} {
		if strings.Contains(low, d) {
			return true
		}
	}
	return false
}

// Behavioural reports whether a change to a file of this kind can alter
// what the project does, so that it needs verification: code, scripts,
// build and deploy configuration do; documentation and binary assets do not.
func Behavioural(k FileKind) bool {
	return k != Docs && k != Assets && k != ScratchFile && k != Meta
}

// proseLinters check prose and Markdown only: a clean run says nothing
// about code.
func proseLinters(s string) bool {
	switch s {
	case "markdownlint", "markdownlint-cli2", "markdownlint-cli", "vale", "cspell", "alex", "write-good", "textlint",
		"mdl", "remark":
		return true
	}
	return false
}

// PatternOnly reports a line whose every check is a linter that reads
// code for patterns without compiling or running it (eslint, ruff,
// shellcheck, rubocop, sqlfluff): it says the code follows the rules, not
// that it builds or does what was asked. Linters that type-check the
// code (golangci-lint, go vet, staticcheck, cargo clippy) compile it, and
// a task runner's or script's lint may run anything: neither is one.
func PatternOnly(line string) bool {
	return every(line, func(args []string) bool {
		name := program(args[0])
		if proseLinters(name) || patternLinters(name) || formatter(args) {
			return true
		}
		sub, _ := firstWord(args[1:])
		return (name == "ruff" && sub == "check") || (name == "biome" && (sub == "lint" || sub == "check"))
	})
}

// patternLinters are linters that read code without compiling it.
func patternLinters(s string) bool {
	switch s {
	case "eslint", "oxlint", "standard", "xo", "jshint", "stylelint", "flake8", "pylint", "pycodestyle", "pyflakes",
		"bandit", "shellcheck", "rubocop", "standardrb", "sqlfluff", "hadolint", "yamllint", "htmlhint", "ktlint",
		"swiftlint", "phpcs", "php-cs-fixer", "credo", "luacheck", "selene", "cpplint", "checkstyle", "detekt",
		"kubeconform", "kubeval", "kube-linter", "kube-score", "conftest", "cfn-lint", "brakeman",
		"check-jsonschema", "ajv", "yajsv":
		return true
	}
	return false
}

// FormatOnly reports a line whose every check is a formatter in check mode
// (gofmt -l, prettier --check, terraform fmt -check): it says the layout
// is right, nothing about what the code does.
func FormatOnly(line string) bool { return every(line, formatter) }

// formatter reports a formatter's command line.
func formatter(args []string) bool {
	sub, _ := firstWord(args[1:])
	switch program(args[0]) {
	case "gofmt", "goimports", "prettier", "black", "isort", "rustfmt", "clang-format", "shfmt", "swiftformat", "autopep8", "yapf", "stylua", "pint":
		return true
	case "cargo", "terraform", "tofu", "mix", "dotnet", "deno", "ruff", "biome", "dart", "go", "zig", "gleam":
		return sub == "fmt" || sub == "format"
	}
	return false
}

// every reports a line with at least one check whose checks all satisfy
// is.
func every(line string, is func(args []string) bool) bool {
	cmds, _ := parseBash(line)
	seen := false
	for _, c := range cmds {
		if c.Nested || classify(c.Args) == 0 {
			continue
		}
		args, _ := peel(c.Args, nil)
		if len(args) == 0 || !is(args) {
			return false
		}
		seen = true
	}
	return seen
}

// ScriptRun returns the command line a package manager's script ran, as
// its output shows it ("> eslint src --ext .ts,.tsx" after npm's "> app@1.0.0
// lint", yarn's "$ eslint src", composer's "> ./vendor/bin/pint --test"),
// or "" when the line runs no package script or the output does not show
// one. What `npm run lint` checks is that command, not its name. Composer
// echoes each command of a script with no header, so its script is every
// one of them, joined by "; ".
func ScriptRun(line, output string) string {
	if !strings.Contains(output, "> ") && !strings.Contains(output, "$ ") && !strings.Contains(output, "commands[") {
		return "" // no script line to read: the command line need not be parsed
	}
	script, composer, tox := scriptRunners(line)
	if composer && !script {
		return composerScript(output)
	}
	if tox && !script {
		return toxCommands(output)
	}
	if !script {
		return ""
	}
	for l := range scriptCommands(output) {
		return l
	}
	return ""
}

// ScriptLines returns every command line the package scripts of line ran,
// as npm, pnpm, bun and yarn print them before running each (the
// "> app@1.0.0 deploy" header, then "> gh-pages -d dist"; yarn's "$
// gh-pages -d dist"): `npm run deploy` whose predeploy built the site and
// whose deploy pushed it ran both. Nil when the line runs no package
// script or the output shows none.
func ScriptLines(line, output string) []string {
	if !strings.Contains(output, "> ") && !strings.Contains(output, "$ ") {
		return nil
	}
	if script, _, _ := scriptRunners(line); !script {
		return nil
	}
	var out []string
	for l := range scriptCommands(output) {
		out = append(out, l)
	}
	return out
}

// scriptRunners reports which runners of a project's scripts a line
// calls: a package manager's (npm, pnpm, yarn, bun), composer, tox.
func scriptRunners(line string) (pkg, composer, tox bool) {
	for _, c := range commands("Bash", line) {
		switch c.Name() {
		case "npm", "pnpm", "yarn", "bun":
			pkg = true
		case "composer":
			composer = true
		case "tox":
			tox = true
		}
	}
	return pkg, composer, tox
}

// scriptCommands yields the command lines a package manager printed before
// running them: the line after each "> app@1.0.0 lint" header, and yarn's
// "$ eslint src" where no header waits for its line.
func scriptCommands(output string) iter.Seq[string] {
	return func(yield func(string) bool) {
		header := false
		for l := range strings.SplitSeq(output, "\n") {
			l = strings.TrimSpace(l)
			switch {
			case strings.HasPrefix(l, "> ") && !header && strings.Contains(l, "@"):
				header = true // "> app@1.0.0 lint": the package and the script's name
			case strings.HasPrefix(l, "> ") && header:
				header = false
				if !yield(strings.TrimSpace(l[2:])) {
					return
				}
			case strings.HasPrefix(l, "$ ") && !header:
				if !yield(strings.TrimSpace(l[2:])) {
					return
				}
			}
		}
	}
}

// ScriptChecks returns the checks of the package script a line ran, as its
// output shows it, for a line whose script name no table reads: `npm run
// lhci` printing "> lhci autorun" ran Lighthouse CI. A program run by the
// script counts only where the tools table names it (lhci, k6, curl): a
// `node scripts/x.js` may be anything, a server among them. Nil for any
// other line, and for a script that deploys (its act is read apart).
func (r Recognizer) ScriptChecks(line, output string) []Check {
	if !packageScriptLine(line) {
		return nil
	}
	run := ScriptRun(line, output)
	if run == "" {
		return nil
	}
	var out []Check
	for _, c := range r.Checks(run) {
		if c.Kind == Deploy || c.Kind == Run && !tableRun(run) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// packageScriptLine is a cheap test for a line that may call a package
// manager's script, which spares every other line the parse ScriptRun
// makes.
func packageScriptLine(line string) bool {
	for _, pm := range []string{"npm ", "pnpm ", "yarn ", "bun "} {
		if strings.Contains(line, pm) {
			return true
		}
	}
	return false
}

// tableRun reports a script line whose first program the tools table reads
// as a run of the program (lhci autorun, k6 run load.js).
func tableRun(run string) bool {
	for _, c := range commands("Bash", run) {
		if len(c.Args) > 0 {
			k, ok := byProgram(program(c.Args[0]))
			return ok && k == Run
		}
	}
	return false
}

// ScriptKinds returns the kinds of check a package script's command line
// (see ScriptRun) runs, one each, in the order they appear; none for a
// line no table reads ("> node scripts/verify.js").
func (r Recognizer) ScriptKinds(script string) []Kind {
	var out []Kind
	for _, c := range r.Checks(script) {
		if !slices.Contains(out, c.Kind) {
			out = append(out, c.Kind)
		}
	}
	return out
}

// toxCommands returns the commands tox echoed running its environments
// ("lint: commands[0]> ruff check src", tox 3's "py311 run-test:
// commands[0] | pytest -q"), joined by "; ", or "": what `tox` checked is
// what its environments ran.
func toxCommands(output string) string {
	var cmds []string
	for l := range strings.SplitSeq(output, "\n") {
		i := strings.Index(l, "commands[")
		if i < 0 {
			continue
		}
		rest := l[i+len("commands["):]
		j := strings.IndexByte(rest, ']')
		if j < 0 {
			continue
		}
		rest = strings.TrimSpace(rest[j+1:])
		if cmd, ok := strings.CutPrefix(rest, ">"); ok {
			rest = cmd
		} else if cmd, ok := strings.CutPrefix(rest, "|"); ok {
			rest = cmd
		} else {
			continue
		}
		if rest = strings.TrimSpace(rest); rest != "" && !slices.Contains(cmds, rest) {
			cmds = append(cmds, rest)
		}
	}
	return strings.Join(cmds, "; ")
}

// composerScript returns the commands composer echoed running a script
// ("> ./vendor/bin/pint --test"), joined by "; ", or "".
func composerScript(output string) string {
	var cmds []string
	for l := range strings.SplitSeq(output, "\n") {
		if l, ok := strings.CutPrefix(strings.TrimSpace(l), "> "); ok && l != "" {
			cmds = append(cmds, strings.TrimSpace(l))
		}
	}
	return strings.Join(cmds, "; ")
}
