package guard

import (
	"slices"
	"strings"

	"github.com/proofgate/proofgate/internal/once"
	"github.com/proofgate/proofgate/internal/shell"
)

// Publishing puts an artefact in a registry where others fetch it, and a
// published version cannot be taken back (npm, PyPI, Maven Central and
// crates.io refuse to reuse a version): it asks, under remote-write.
// Building, installing into the local repository (mvn install, gradle
// publishToMavenLocal) and pushing to a registry on this machine
// (localhost:5000) publish nothing.

// mavenValued are Maven's options that take the next word as their value
// (-pl api, -P release, -D x=y); Maven's short options are words of their
// own (-pl, -am), not clusters.
var mavenValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"-D": true, "--define": true, "-P": true, "--activate-profiles": true,
		"-pl": true, "--projects": true, "-rf": true, "--resume-from": true, "-f": true, "--file": true,
		"-s": true, "--settings": true, "-gs": true, "--global-settings": true, "-t": true, "--toolchains": true,
		"-gt": true, "--global-toolchains": true, "-T": true, "--threads": true, "-l": true, "--log-file": true,
		"-b": true, "--builder": true, "-emp": true, "--encrypt-master-password": true, "-ep": true,
		"--encrypt-password": true}
}}

// mavenRead splits a Maven command line into its goals and phases, and
// the properties it defines (-Dname=value).
func mavenRead(ws []word) (goals []string, props map[string]string) {
	props = map[string]string{}
	define := func(kv string) {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			v = "true"
		}
		props[k] = v
	}
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		name, val, attached := strings.Cut(a, "=")
		switch {
		case !strings.HasPrefix(a, "-"):
			goals = append(goals, a)
		case strings.HasPrefix(a, "--"):
			if !attached && mavenValued.Get()[name] && i+1 < len(ws) {
				i++
				val = ws[i].text
			}
			if name == "--define" {
				define(val)
			}
		case mavenValued.Get()[a]:
			if i+1 < len(ws) {
				i++
				if a == "-D" {
					define(ws[i].text)
				}
			}
		case strings.HasPrefix(a, "-D"):
			define(a[2:]) // -DskipTests, -Dmaven.deploy.skip=true
		}
	}
	return goals, props
}

// mavenPublishes returns the first goal or phase of a Maven command line
// that writes to a remote: the deploy and site-deploy phases, any
// plugin's deploy goal (deploy:deploy-file, appengine:deploy), the
// release plugin's perform, stage, prepare and branch (prepare pushes
// its commits and tag), the staging plugins (nexus-staging,
// central-publishing), gpg:sign-and-deploy-file, wagon:upload, site:deploy
// and an image push (jib:build, docker:push). Properties that switch the
// act off (-Dmaven.deploy.skip, -DdryRun, -DpushChanges=false) are read.
func mavenPublishes(ws []word) string {
	goals, props := mavenRead(ws)
	on := func(k string) bool { v, ok := props[k]; return ok && !strings.EqualFold(v, "false") }
	for _, g := range goals {
		parts := strings.Split(strings.ToLower(g), ":")
		goal := parts[len(parts)-1]
		if len(parts) == 1 {
			if (goal == "deploy" && !on("maven.deploy.skip")) || goal == "site-deploy" {
				return g
			}
			continue
		}
		plugin := parts[len(parts)-2]
		if len(parts) >= 4 { // group:artifact:version:goal
			plugin = parts[len(parts)-3]
		}
		plugin = strings.TrimSuffix(strings.TrimPrefix(strings.TrimSuffix(plugin, "-plugin"), "maven-"), "-maven")
		switch {
		case plugin == "release":
			if on("dryRun") {
				continue
			}
			switch goal {
			case "perform", "stage":
				return g
			case "prepare", "branch":
				if props["pushChanges"] != "false" {
					return g
				}
			}
		case goal == "deploy" && plugin == "deploy" && on("maven.deploy.skip"):
		case goal == "deploy", goal == "deploy-file", goal == "stage-deploy" && plugin == "site":
			return g
		case plugin == "nexus-staging" && goal != "rc-list" && goal != "rc-list-profiles",
			plugin == "central-publishing" && goal == "publish",
			plugin == "gpg" && goal == "sign-and-deploy-file",
			plugin == "wagon" && (goal == "upload" || goal == "upload-single" || goal == "merge-maven-repos"),
			plugin == "jib" && goal == "build",
			(plugin == "docker" || plugin == "dockerfile") && goal == "push":
			return g
		}
	}
	return ""
}

// gradleValued are Gradle's options that take a value; the value of -x
// (--exclude-task) names a task that does not run.
var gradleValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"-x": true, "--exclude-task": true, "-p": true, "--project-dir": true,
		"-c": true, "--settings-file": true, "-b": true, "--build-file": true, "-g": true, "--gradle-user-home": true,
		"-I": true, "--init-script": true, "-D": true, "--system-prop": true, "-P": true, "--project-prop": true,
		"-M": true, "--write-verification-metadata": true, "-F": true, "--dependency-verification": true,
		"--console": true, "--warning-mode": true, "--max-workers": true, "--priority": true, "--include-build": true,
		"--project-cache-dir": true, "--tests": true, "--task": true, "--configuration-cache-problems": true,
		"--update-locks": true}
}}

// gradlePublishes returns the first task of a Gradle command line that
// publishes: publish and every publish… task but those into the local
// Maven repository (publishToMavenLocal, publish…PublicationToMavenLocal),
// the staging repository tasks of the Nexus and Central plugins
// (closeAndReleaseSonatypeStagingRepository), uploadArchives,
// artifactoryPublish, bintrayUpload, and jib, which pushes an image. A
// task is named by its last path segment (:lib:publish). --dry-run runs
// no task.
func gradlePublishes(ws []word) string {
	if hasOpt(ws, "--dry-run", 0) || slices.ContainsFunc(ws, func(w word) bool { return w.text == "-m" }) {
		return ""
	}
	for i := 0; i < len(ws); i++ {
		a := ws[i].text
		name, _, attached := strings.Cut(a, "=")
		switch {
		case strings.HasPrefix(a, "-"):
			if gradleValued.Get()[name] && !attached && (strings.HasPrefix(a, "--") || len(a) == 2) {
				i++
			}
			continue
		}
		task := strings.ToLower(a[strings.LastIndexByte(a, ':')+1:])
		switch {
		case strings.HasPrefix(task, "publish") && !strings.HasSuffix(task, "tomavenlocal"),
			strings.Contains(task, "stagingrepositor") && (strings.HasPrefix(task, "release") || strings.HasPrefix(task, "closeandrelease")),
			task == "uploadarchives", task == "artifactorypublish", task == "bintrayupload", task == "jib":
			return a
		}
	}
	return ""
}

// localRegistry reports whether a registry reference (oci://host:port/…,
// host:port/image, https://host/…) names a registry on this machine.
func localRegistry(ref string) bool {
	host := hostOf(authority(ref))
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	return loopbackIP(host)
}

// authority returns a registry reference's host and port, lowercased,
// less its scheme, path and user.
func authority(ref string) string {
	ref = strings.ToLower(ref)
	if _, rest, ok := strings.Cut(ref, "://"); ok {
		ref = rest
	}
	host, _, _ := strings.Cut(ref, "/")
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:]
	}
	return host
}

// helmPush: helm push CHART oci://REGISTRY uploads a chart, and so do
// the push plugins (helm cm-push CHART REPO, helm s3 push, helm gcs
// push); a registry on this machine is not publishing.
func helmPush(j *judge, sub string, rest []word) {
	if sub == "s3" || sub == "gcs" {
		op, r := subcommand(rest, nil)
		if op != "push" {
			return
		}
		sub, rest = sub+" push", r
	}
	var ops []word
	for i := 0; i < len(rest); i++ {
		a := rest[i].text
		if strings.HasPrefix(a, "-") {
			name, _, attached := strings.Cut(a, "=")
			if helmPushValued.Get()[name] && !attached {
				i++
			}
			continue
		}
		ops = append(ops, rest[i])
	}
	if len(ops) >= 2 && localRegistry(ops[len(ops)-1].text) {
		return
	}
	j.add(Ask, ruleRemote, "helm "+sub+" uploads a chart to a registry")
}

// helmPushValued are helm push's options that take a value.
var helmPushValued = once.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"--cert-file": true, "--key-file": true, "--ca-file": true,
		"--username": true, "-u": true, "--password": true, "-p": true, "--context-path": true, "--version": true,
		"--access-token": true, "--auth-header": true, "--timeout": true, "--kube-context": true, "--namespace": true,
		"-n": true, "--kubeconfig": true, "--registry-config": true, "--repository-config": true, "--repository-cache": true}
}}

// imageCommand: buildah push, oras push, crane push/copy and skopeo
// copy upload an image or artefact to a registry, as docker push does;
// ko build pushes the image it builds unless --local.
func imageCommand(j *judge, c shell.Command, _ int) {
	name := program(c)
	sub, rest := subcommand(args(c), map[string]bool{"--storage-driver": true, "--root": true, "--runroot": true,
		"--registries-conf": true, "--log-level": true, "--platform": true, "--override-arch": true, "--override-os": true})
	var ops []word
	for _, w := range rest {
		if !strings.HasPrefix(w.text, "-") {
			ops = append(ops, w)
		}
	}
	dest := ""
	if len(ops) > 0 {
		// oras push REF FILE…: the reference comes first; the others
		// name their destination last.
		dest = ops[len(ops)-1].text
		if name == "oras" && sub == "push" {
			dest = ops[0].text
		}
	}
	switch {
	case (name == "buildah" || name == "oras" || name == "crane") && sub == "push",
		name == "crane" && (sub == "copy" || sub == "cp"),
		name == "oras" && (sub == "cp" || sub == "copy"):
	case name == "skopeo" && (sub == "copy" || sub == "sync") && strings.HasPrefix(dest, "docker://"):
	case name == "ko" && (sub == "build" || sub == "publish" || sub == "resolve" || sub == "apply" || sub == "create"):
		if hasOpt(rest, "--local", 'L') || hasOpt(rest, "--push=false", 0) || localKoRepo(c) {
			return
		}
		j.add(Ask, ruleRemote, "ko "+sub+" pushes the images it builds")
		return
	default:
		return
	}
	if localRegistry(strings.TrimPrefix(dest, "docker://")) {
		return
	}
	j.add(Ask, ruleRemote, name+" "+sub+" uploads to a registry")
}

// localKoRepo reports whether ko's KO_DOCKER_REPO, set for this command,
// keeps the images on this machine (ko.local, kind.local).
func localKoRepo(c shell.Command) bool {
	for _, a := range c.Assigns {
		if v, ok := strings.CutPrefix(a, "KO_DOCKER_REPO="); ok && (strings.HasPrefix(v, "ko.local") || strings.HasPrefix(v, "kind.local")) {
			return true
		}
	}
	return false
}
