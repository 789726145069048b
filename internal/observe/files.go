package observe

import (
	"path"
	"strings"
	"sync"
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
)

// File classifies a path by its extension first, then its name, then its
// folders: docs/conf.py is code, docs/notes is docs.
func File(p string) FileKind {
	p = strings.ReplaceAll(p, `\`, "/")
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
