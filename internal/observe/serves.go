package observe

import (
	"slices"
	"strings"
)

// Serves reports a run that starts a program meant to keep running (a
// development server, a watcher): npm run dev, vite, next start, rails
// server, manage.py runserver, uvicorn, docker compose up without -d.
// Sent to the background it never ends on its own, so it is no
// verification still under way: what checks the work is a request made
// to it, or a look at what it printed.
func (c Check) Serves() bool { return c.serves }

// servesArgs is Serves for one command's words.
func servesArgs(args []string) bool {
	if len(args) == 0 {
		return false
	}
	name := program(args[0])
	rest := args[1:]
	sub := ""
	for _, a := range rest {
		if !strings.HasPrefix(a, "-") {
			sub = a
			break
		}
	}
	switch name {
	case "npm", "pnpm", "yarn", "bun":
		if sub == "run" || sub == "run-script" {
			sub = ""
			for i, a := range rest {
				if (a == "run" || a == "run-script") && i+1 < len(rest) {
					sub = rest[i+1]
					break
				}
			}
		}
		return serverScript(sub)
	case "vite":
		return sub == "" || sub == "dev" || sub == "serve" || sub == "preview"
	case "next", "nuxt", "nuxi", "astro", "remix", "svelte-kit", "gatsby", "docusaurus", "eleventy", "vitepress":
		return sub == "dev" || sub == "start" || sub == "develop" || sub == "serve" || sub == "preview" ||
			name == "eleventy" && sub == "" && hasFlag(rest, "--serve", "--watch")
	case "ng", "webpack", "hugo", "jekyll", "mkdocs", "ember", "quasar":
		return sub == "serve" || sub == "server" || sub == "s"
	case "webpack-dev-server", "nodemon", "uvicorn", "gunicorn", "hypercorn", "daphne", "air", "live-server", "http-server", "serve":
		return true
	case "rails":
		return sub == "s" || sub == "server"
	case "python", "python3":
		return len(rest) >= 2 && strings.HasSuffix(rest[0], "manage.py") && rest[1] == "runserver" ||
			len(rest) >= 2 && rest[0] == "-m" && (rest[1] == "http.server" || rest[1] == "uvicorn" || rest[1] == "flask" && slices.Contains(rest, "run"))
	case "flask":
		return sub == "run"
	case "php":
		return len(rest) >= 1 && (rest[0] == "-S" || rest[0] == "artisan" && len(rest) >= 2 && rest[1] == "serve")
	case "docker", "podman":
		return len(rest) >= 2 && rest[0] == "compose" && rest[1] == "up" && !detached(rest[2:])
	case "docker-compose", "podman-compose":
		return sub == "up" && !detached(rest)
	case "cargo":
		return sub == "watch"
	}
	return false
}

// serverScript reports a package script named for a server or a watcher:
// dev, start, serve, preview, watch, and their variants ("dev:api",
// "start:prod").
func serverScript(s string) bool {
	base, _, _ := strings.Cut(s, ":")
	switch base {
	case "dev", "start", "serve", "preview", "watch", "develop":
		return true
	}
	return false
}

// detached reports compose's -d or --detach among args.
func detached(args []string) bool {
	for _, a := range args {
		if a == "--detach" || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsRune(a[1:], 'd') {
			return true
		}
	}
	return false
}
