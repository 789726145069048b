package observe

import (
	"path"
	"strings"
	"sync"

	"github.com/proofgate/proofgate/internal/shell"
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
	// ScratchFile is a file outside the project in a temporary directory or
	// among the agent's own notes (~/.claude/plans): scaffolding and
	// artifacts, not the project (see Scratch).
	ScratchFile FileKind = "scratch"
)

// File classifies a path by its extension first, then its name, then its
// folders: docs/conf.py is code, docs/notes is docs.
func File(p string) FileKind {
	p = strings.ReplaceAll(p, `\`, "/")
	if meta(p) {
		return Meta
	}
	base := strings.ToLower(path.Base(p))
	if k, ok := byExtension()[path.Ext(base)]; ok {
		return k
	}
	if k, ok := byName[strings.TrimSuffix(base, path.Ext(base))]; ok {
		return k
	}
	if k, ok := byName[base]; ok {
		return k
	}
	for _, dir := range strings.Split(strings.ToLower(path.Dir(p)), "/") {
		if k, ok := byFolder[dir]; ok {
			return k
		}
	}
	return Other
}

// byExtension is built on first use, like the other tables of this
// package: every hook process links it, and only tool results read them.
var byExtension = sync.OnceValue(func() map[string]FileKind {
	m := make(map[string]FileKind, 256)
	add := func(k FileKind, exts string) {
		for _, e := range strings.Fields(exts) {
			m[e] = k
		}
	}
	add(Docs, ".md .mdx .markdown .rst .adoc .asciidoc .txt .org .rtf .textile .pod")
	add(Code, ".go .py .pyi .js .mjs .cjs .jsx .ts .mts .cts .tsx .rs .java .kt .kts .scala .groovy .c .h .cc .cpp .cxx .hpp .hh .cs .fs .vb "+
		".rb .rake .php .swift .m .mm .ex .exs .erl .hrl .hs .ml .mli .clj .cljs .lua .pl .pm .sh .bash .zsh .fish .ps1 .psm1 .bat .cmd "+
		".sql .r .dart .vue .svelte .astro .elm .zig .nim .jl .sol .tf .hcl .proto .graphql .gql .ipynb .html .htm .css .scss .sass .less "+
		".tmpl .gotmpl .j2 .jinja .erb .ejs .hbs .wasm .s .asm .v .sv .vhd .cu .metal .glsl .hlsl .nix .bzl .star .cue .rego")
	add(Config, ".json .jsonc .json5 .yaml .yml .toml .ini .cfg .conf .properties .xml .plist .env .lock .mod .sum .gradle "+
		".editorconfig .gitignore .gitattributes .dockerignore .npmrc .nvmrc .babelrc .eslintrc .prettierrc .csproj .sln .pbxproj")
	add(Assets, ".png .jpg .jpeg .gif .svg .ico .icns .webp .bmp .tif .tiff .avif .mp3 .mp4 .wav .ogg .webm .mov "+
		".woff .woff2 .ttf .otf .eot .pdf .psd .sketch .fig .blend .glb .gltf .obj")
	return m
})

var byName = map[string]FileKind{
	"readme": Docs, "changelog": Docs, "changes": Docs, "history": Docs, "license": Docs, "licence": Docs,
	"copying": Docs, "authors": Docs, "contributors": Docs, "contributing": Docs, "notice": Docs, "codeowners": Config,
	"dockerfile": Config, "containerfile": Config, "makefile": Config, "gnumakefile": Config, "justfile": Config,
	"taskfile": Config, "jenkinsfile": Config, "procfile": Config, "gemfile": Config, "rakefile": Code,
	"vagrantfile": Config, "brewfile": Config, "podfile": Config, "build": Config, "workspace": Config,
	".gitignore": Config, ".env": Config, ".npmrc": Config, ".editorconfig": Config,
}

var byFolder = map[string]FileKind{
	"docs": Docs, "doc": Docs, "documentation": Docs, "man": Docs,
	"assets": Assets, "static": Assets, "images": Assets, "img": Assets, "fonts": Assets,
}

// meta reports a file of the repository's or the tools' own settings.
func meta(p string) bool {
	low := strings.ToLower(p)
	base := path.Base(low)
	switch {
	case metaNames[base], strings.HasPrefix(base, ".env"):
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

var metaNames = map[string]bool{".gitignore": true, ".gitattributes": true, ".editorconfig": true, ".dockerignore": true,
	".mailmap": true, "codeowners": true, ".gitmodules": true, ".prettierignore": true, ".eslintignore": true, ".npmignore": true}

// tempRoots are system temporary directories, as path prefixes.
var tempRoots = []string{"/tmp/", "/var/tmp/", "/private/tmp/", "/var/folders/", "/private/var/folders/", "/dev/shm/"}

// Scratch reports whether path, an absolute path, is scratch for a project
// at cwd: in a temporary directory (or the agent's notes under ~/.claude)
// that the project itself is not in. A project checked out under /tmp
// keeps its files.
func Scratch(path, cwd string) bool {
	low := strings.ToLower(strings.ReplaceAll(path, `\`, "/"))
	root := strings.ToLower(strings.TrimSuffix(strings.ReplaceAll(cwd, `\`, "/"), "/")) + "/"
	if cwd != "" && strings.HasPrefix(low, root) {
		return false
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
var proseLinters = map[string]bool{"markdownlint": true, "markdownlint-cli2": true, "markdownlint-cli": true,
	"vale": true, "cspell": true, "alex": true, "write-good": true, "textlint": true, "mdl": true, "remark": true}

// ProseOnly reports whether every verification in the command line is a
// prose or Markdown linter, which cannot vouch for a code change.
func ProseOnly(line string) bool {
	return every(line, func(args []string) bool { return proseLinters[program(args[0])] })
}

// FormatOnly reports a line whose every check is a formatter in check mode
// (gofmt -l, prettier --check, terraform fmt -check): it says the layout
// is right, nothing about what the code does.
func FormatOnly(line string) bool { return every(line, formatter) }

// formatter reports a formatter's command line.
func formatter(args []string) bool {
	sub, _ := firstWord(args[1:])
	switch program(args[0]) {
	case "gofmt", "goimports", "prettier", "black", "isort", "rustfmt", "clang-format", "shfmt", "swiftformat", "autopep8", "yapf", "stylua":
		return true
	case "cargo", "terraform", "tofu", "mix", "dotnet", "deno", "ruff", "biome", "dart", "go", "zig", "gleam":
		return sub == "fmt" || sub == "format"
	}
	return false
}

// every reports a line with at least one check whose checks all satisfy
// is.
func every(line string, is func(args []string) bool) bool {
	cmds, _ := shell.Parse(line)
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
