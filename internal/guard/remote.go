package guard

import (
	"path"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// dryRun reports whether a publishing command only rehearses.
func dryRun(ws []word) bool {
	return hasOpt(ws, "--dry-run", 0) || hasOpt(ws, "--dryrun", 0)
}

// publishCommand asks before a package is published.
func publishCommand(j *judge, c shell.Command, _ int) {
	// mvnw.cmd, gradlew.bat: the Windows wrappers are the same programs.
	name := strings.TrimSuffix(strings.TrimSuffix(program(c), ".cmd"), ".bat")
	ws := args(c)
	sub, rest := subcommand(ws, map[string]bool{"--registry": true, "-C": true, "--prefix": true, "--cwd": true, "-w": true, "--workspace": true, "--filter": true})
	if dryRun(rest) {
		return
	}
	publish := false
	switch name {
	case "npm", "pnpm", "bun":
		publish = sub == "publish" || name == "bun" && sub == "publish"
	case "yarn":
		publish = sub == "publish" || sub == "npm" && len(rest) > 0 && rest[0].text == "publish"
	case "cargo", "poetry", "flit", "hatch", "uv":
		publish = sub == "publish"
	case "gem":
		publish = sub == "push" || sub == "publish"
	case "twine":
		publish = sub == "upload"
	case "nuget":
		publish = sub == "push"
	case "dotnet":
		publish = sub == "nuget" && len(rest) > 0 && rest[0].text == "push"
	case "lerna", "changeset", "vsce", "ovsx":
		publish = sub == "publish"
	case "semantic-release":
		publish = true
	case "goreleaser":
		publish = (sub == "release" || sub == "") && !hasOpt(ws, "--snapshot", 0)
	case "mvn", "mvnw", "mvnd":
		if g := mavenPublishes(ws); g != "" {
			j.add(Ask, ruleRemote, name+" "+g+" publishes to a remote repository")
		}
	case "gradle", "gradlew":
		if t := gradlePublishes(ws); t != "" {
			j.add(Ask, ruleRemote, name+" "+t+" publishes to a remote repository")
		}
	case "dart", "flutter":
		publish = sub == "pub" && len(rest) > 0 && rest[0].text == "publish" && !hasOpt(rest, "--dry-run", 'n')
	}
	if publish {
		j.add(Ask, ruleRemote, name+" publishes a package")
	}
	if withdraws(name, sub, rest) {
		j.add(Ask, ruleRemote, name+" "+sub+" changes a version every user of the registry resolves")
	}
}

// withdraws reports a registry command that withdraws or relabels a
// published version: cargo yank (and its --undo), gem yank, npm unpublish,
// npm deprecate, npm dist-tag add and rm.
func withdraws(name, sub string, rest []word) bool {
	switch name {
	case "cargo", "gem":
		return sub == "yank"
	case "npm", "pnpm", "yarn":
		op := ""
		if len(rest) > 0 {
			op = rest[0].text
		}
		return sub == "unpublish" || sub == "deprecate" || sub == "dist-tag" && (op == "add" || op == "rm")
	}
	return false
}

// ghCommand asks before creating a release; deleting a repository is
// denied as irreversible.
func ghCommand(j *judge, c shell.Command, _ int) {
	sub, rest := subcommand(args(c), map[string]bool{"-R": true, "--repo": true})
	op, _ := subcommand(rest, map[string]bool{"-R": true, "--repo": true})
	switch {
	case sub == "release" && (op == "create" || op == "upload" || op == "edit"):
		j.add(Ask, ruleRemote, "gh release "+op+" publishes a release")
	case sub == "repo" && op == "delete":
		j.add(Deny, ruleTeardown, "gh repo delete deletes the repository")
	case sub == "release" && op == "delete":
		j.add(Deny, ruleTeardown, "gh release delete deletes a release and its assets")
	case sub == "api":
		ghAPI(j, rest)
	case sub == "gist" && (op == "create" || op == "new" || op == "edit"):
		// gh gist create FILE… publishes the files.
		j.checkEgress(c, ghOperands(rest))
	case sub == "release" && op == "upload":
		j.checkEgress(c, ghOperands(rest))
	}
}

// dockerCommand asks before an image is pushed to a registry.
func dockerCommand(j *judge, c shell.Command, _ int) {
	ws := args(c)
	sub, rest := subcommand(ws, map[string]bool{"-H": true, "--host": true, "--context": true, "-c": true, "--config": true, "-f": true, "--file": true, "-p": true, "--project-name": true})
	switch sub {
	case "push":
		if ref, _ := subcommand(rest, map[string]bool{"--platform": true}); !localRegistry(ref) {
			j.add(Ask, ruleRemote, "docker push uploads an image to a registry")
		}
	case "image", "compose":
		if op, r := subcommand(rest, nil); op == "push" {
			if ref, _ := subcommand(r, map[string]bool{"--platform": true}); sub == "compose" || !localRegistry(ref) {
				j.add(Ask, ruleRemote, "docker "+sub+" push uploads an image to a registry")
			}
		}
	case "run", "container":
		j.dockerRun(c, rest)
	case "buildx", "build", "builder":
		if hasOpt(rest, "--push", 0) || hasOutputPush(rest) {
			j.add(Ask, ruleRemote, "docker "+sub+" --push uploads an image to a registry")
		}
	}
}

func hasOutputPush(ws []word) bool {
	for _, w := range ws {
		if strings.Contains(w.text, "push=true") || strings.Contains(w.text, "type=registry") {
			return true
		}
	}
	return false
}

// dockerRunValued are docker run options that take a value.
var dockerRunValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"-e": true, "--env": true, "--env-file": true, "-w": true, "--workdir": true,
		"--name": true, "-p": true, "--publish": true, "--network": true, "--entrypoint": true, "-u": true, "--user": true,
		"-l": true, "--label": true, "--platform": true, "-h": true, "--hostname": true, "--cpus": true, "-m": true,
		"--memory": true, "--restart": true, "--add-host": true, "--cap-add": true, "--device": true, "--gpus": true,
		"--tmpfs": true, "--ulimit": true, "--pull": true, "-v": true, "--volume": true, "--mount": true}
}}

// dockerRun judges the command a container runs on the host directories
// mounted into it: "docker run -v /:/host alpine rm -rf /host" deletes /.
// Paths that are not mounted are the container's own, and free to go.
func (j *judge) dockerRun(c shell.Command, ws []word) {
	if len(ws) > 0 && ws[0].text == "run" { // docker container run
		ws = ws[1:]
	}
	mounts := map[string]string{} // container path → host path
	workdir := ""
	i := 0
	for ; i < len(ws); i++ {
		a := ws[i].text
		if !strings.HasPrefix(a, "-") {
			break
		}
		name, val, attached := strings.Cut(a, "=")
		if dockerRunValued.Get()[name] && !attached && i+1 < len(ws) {
			i++
			val = ws[i].text
		}
		switch name {
		case "-w", "--workdir":
			workdir = val
		case "-v", "--volume":
			if src, dst, ok := strings.Cut(val, ":"); ok && (isAbs(src) || strings.HasPrefix(src, "~") || strings.HasPrefix(src, ".")) {
				dst, _, _ = strings.Cut(dst, ":")
				mounts[dst] = src
			}
		case "--mount":
			var src, dst string
			for kv := range strings.SplitSeq(val, ",") {
				k, v, _ := strings.Cut(kv, "=")
				switch k {
				case "source", "src":
					src = v
				case "target", "destination", "dst":
					dst = v
				}
			}
			if src != "" && dst != "" {
				mounts[dst] = src
			}
		}
	}
	if i+1 >= len(ws) || len(mounts) == 0 {
		return
	}
	// hostPath maps a container path to the host: through a mount, else
	// to a scratch path standing for the container's own files.
	hostPath := func(p string) string {
		p = path.Clean(p)
		for dst, src := range mounts {
			if within(p, path.Clean(dst)) {
				return src + strings.TrimPrefix(p, path.Clean(dst))
			}
		}
		return "/tmp/container" + p
	}
	sub := shell.Command{}
	if workdir != "" {
		sub.Dir = j.paths.abs(hostPath(workdir), c.Dir)
	}
	for _, w := range ws[i+1:] {
		text := w.text
		if isAbs(text) {
			text = hostPath(text)
		}
		sub.Args = append(sub.Args, text)
		sub.Literal = append(sub.Literal, w.lit)
	}
	if isShell(program(sub)) {
		// sh -c '…': map the mounted paths inside the script's text.
		for k := 1; k < len(sub.Args); k++ {
			for dst, src := range mounts {
				sub.Args[k] = replaceMount(sub.Args[k], path.Clean(dst), src)
			}
		}
	}
	j.command(sub, 1)
}

// replaceMount replaces, in a script's text, each mounted path dst that
// ends where a path ends (a slash, the end, a blank, a quote or a shell
// operator) with the host's path src. Plain scanning: the mounts come from
// the command, and a hook compiles no pattern from data.
func replaceMount(text, dst, src string) string {
	if dst == "" {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(text, dst)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		end := i + len(dst)
		if end == len(text) || strings.IndexByte("/ \t\n\r\f\v'\";&|)", text[end]) >= 0 {
			b.WriteString(text[:i])
			b.WriteString(src)
		} else {
			b.WriteString(text[:end])
		}
		text = text[end:]
	}
}
