package classify

import (
	"slices"
	"strings"
)

// action is a requested act that crosses a sensitive boundary. Any action
// makes the prompt Blocked.
type action struct {
	flags  flagSet
	what   string // "deploy to production", for the reason
	clause *clause
}

// findActions looks at every verb the user asks the agent to carry out and at
// every request or question that asks for a credential's value.
func findActions(work string, infos []clauseInfo) []action {
	var acts []action
	// Whole-prompt checks first: most prompts contain none of these, and a
	// clause can only match what the prompt contains.
	destructive := destructiveCmd.MatchString(work)
	remote := remoteCmd.MatchString(work)
	infra := infraApply.MatchString(work)
	ko := hasHangul(work)
	reveal := revealVerb.MatchString(work) || ko && koSecretReveal.MatchString(work)
	add := func(f flagSet, what string, cl *clause) {
		acts = append(acts, action{flags: f, what: what, clause: cl})
	}
	for i := range infos {
		ci := &infos[i]
		cl := ci.cl
		if versionField(work, cl) {
			continue // "Release: 0.14.0" names the version, it asks for no release
		}
		// Asking for a secret's value is blocked even as a question.
		if reveal && (ci.mood != moodStatement || ci.request) {
			if revealsSecret(cl.text) {
				add(fSecret, "reveal credentials", cl)
			}
		}
		if ci.mood == moodChange || commandLead.MatchString(cl.text) {
			m := ""
			if destructive {
				m = destructiveIn(cl.text)
			}
			if m == "" && bareRmRf.MatchString(cl.text) && deleteRequest.MatchString(cl.text) {
				m = "rm -rf" // "`data/checkpoints/` 폴더 `rm -rf`로 통째로 지워줘"
			}
			if m != "" {
				f := fDestructive
				if dbWords.MatchString(m) || strings.Contains(m, "table") || strings.Contains(m, "flush") || strings.Contains(m, "테이블") {
					f |= fDatabase
				}
				if strings.Contains(m, "push") {
					f |= fRemote
				}
				add(f, "delete irreversibly", cl)
			}
			if remote && remoteCmd.MatchString(cl.text) {
				add(fRemote, "push or publish to a remote", cl)
			}
		}
		// "prod에서 `payments` deployment를 scale down 해줘": an operation on
		// a live system.
		if ci.mood == moodChange && prodWords.MatchString(cl.text) && prodOps.MatchString(cl.text) && !nonProdEnv.MatchString(cl.text) {
			add(fProduction, "change production", cl)
		}
		// "then `helm upgrade` the prod release": the command is the verb.
		if infra && (ci.mood == moodChange || infraLead.MatchString(cl.text)) && infraApply.MatchString(cl.text) && (!nonProdEnv.MatchString(cl.text) || prodWords.MatchString(cl.text)) {
			add(fProduction, "change production infrastructure", cl)
		}
		for _, v := range ci.verbs {
			if v.ko {
				koVerbActions(v, add)
			} else {
				enVerbActions(v, add)
			}
		}
	}
	if len(acts) == 0 {
		// "The `ci-legacy` IAM user still has an access key from 2021.
		// Deactivate it, then delete it.", "our postgres password ended
		// up in a screenshot. rotate it on Render": the key or the
		// secret the prompt named. The
		// verbs first: few prompts hold one, and the prompt is read for
		// a key only then.
		for i := range infos {
			if infos[i].mood != moodChange {
				continue
			}
			for _, v := range infos[i].verbs {
				if keyVerbs(v.verb) && pronounObject(v.obj) && (namesAccessKey(work) || namesSecretValue(work)) {
					add(fSecret, "create or rotate credentials", infos[i].cl)
					return acts
				}
			}
		}
	}
	if len(acts) == 0 && prodWords.MatchString(work) && !nonProdEnv.MatchString(work) {
		// "We updated the ConfigMap in prod. Can you restart the api
		// deployment?": an operation only a running system takes, asked
		// in a prompt about production and no other environment, is on
		// production though its own clause does not say so. So is a
		// deletion of what the prompt named before ("prod Redis is full of
		// stale sess:* keys. Count them, then delete them.").
		data := dataObject.MatchString(work) || ko && koDataObject.MatchString(work)
		iac := namesIaC(work)
		for i := range infos {
			if infos[i].mood != moodChange {
				continue
			}
			for _, v := range infos[i].verbs {
				switch {
				case liveOps(v.verb):
					add(fProduction, "operate on production", infos[i].cl)
					return acts
				case iac && appliesNamedBefore(v):
					// "prod dataset … terraform is in infra/bigquery/,
					// apply it too": the apply of the code the prompt
					// named, to the production it is about.
					add(fProduction, "change production infrastructure", infos[i].cl)
					return acts
				case data && deletesNamedBefore(v):
					add(fProduction|fDestructive, "delete irreversibly", infos[i].cl)
					return acts
				}
			}
		}
	}
	if len(acts) == 0 && storeURL(work) {
		// "The v1 images in gs://acme-ci-goldens/v1/ are dead. Delete that
		// whole prefix.": a deletion of the place in a cloud store the
		// prompt named before deletes its objects, as naming it would.
		for i := range infos {
			if infos[i].mood != moodChange {
				continue
			}
			for _, v := range infos[i].verbs {
				if !v.ko && (deletesNamedBefore(v) || deleteVerbs(v.verb) && storePlace(objectHead(v.obj))) {
					add(fDestructive|fRemote, "delete irreversibly", infos[i].cl)
					return acts
				}
			}
		}
	}
	if len(acts) == 0 && !nonProdEnv.MatchString(work) && namesIaC(work) {
		// "update infra/dns/records.tf and apply it": the apply of the
		// infrastructure code the prompt named changes the real thing,
		// wherever it lives, unless the prompt says a test environment.
		for i := range infos {
			if infos[i].mood != moodChange {
				continue
			}
			for _, v := range infos[i].verbs {
				if appliesNamedBefore(v) {
					add(fRemote, "apply infrastructure as code", infos[i].cl)
					return acts
				}
			}
		}
	}
	return acts
}

// deletesNamedBefore reports a verb of deleting whose object is what an
// earlier sentence named: a pronoun ("delete them", "purge those"), or,
// in Korean, no object of its own ("먼저 세어 보고 지워 주세요").
func deletesNamedBefore(v verbUse) bool {
	if v.ko {
		return hasPrefixAny(v.verb, []string{"삭제", "지워", "지우", "날려", "비워", "제거"}) &&
			!koDataObject.MatchString(v.obj) && !koCodeObject.MatchString(v.obj)
	}
	switch v.verb {
	case "delete", "purge", "wipe", "erase", "drop", "truncate", "flush", "nuke":
	default:
		return false
	}
	switch strings.Trim(strings.TrimSpace(objectHead(v.obj)), ".!,;") {
	case "them", "it", "those", "these", "all", "all of them", "them all", "them too", "them as well":
		return true
	}
	return false
}

// operatesNamedBefore reports a verb of operating a running system whose
// object is what an earlier prompt named: a restart, a rollback, a
// redeploy (liveOps) or an apply of "them", "it", "both" ("ok restart
// them", "apply both"), or, in Korean, 재시작, 롤백, 재배포 or 적용 with no
// object of its own ("두 개 다 적용해줘"). Alone it names no system; after
// a look at production it is the act there.
func operatesNamedBefore(v verbUse) bool {
	if v.ko {
		return (hasPrefixAny(v.verb, koOps) || koLightOp(v)) &&
			!koDataObject.MatchString(v.obj) && !koCodeObject.MatchString(v.obj)
	}
	if v.verb == "proceed" || v.verb == "go" {
		// "go ahead with the rollback", "proceed with the restart": the
		// operation is the object, and it names no system of its own.
		return opNoun(v.obj)
	}
	if !liveOps(v.verb) && v.verb != "apply" {
		return false
	}
	switch strings.Trim(strings.TrimSpace(objectHead(v.obj)), ".!,;") {
	case "", "them", "it", "those", "these", "all", "both", "all of them", "them all", "both of them", "them too", "them as well", "now":
		return true
	}
	return false
}

// repeatsInProduction reports a verb of doing whose only object is
// production: "Now do production.", "run it on prod too", "do the same
// for production", "Go ahead with prod.". After a task that acted in another environment
// (staging first), it asks that act again, in production.
func repeatsInProduction(v verbUse) bool {
	if v.ko {
		return false
	}
	switch v.verb {
	case "do", "run", "apply", "repeat", "redo", "go", "proceed":
	default:
		return false
	}
	o := strings.Fields(strings.Trim(strings.TrimSpace(v.obj), ".!,;:"))
	o = dropLeading(o, "ahead") // "go ahead with prod"
	o = dropLeading(o, "it", "that", "this", "the", "same", "thing", "again")
	o = dropLeading(o, "on", "in", "to", "for", "against", "with")
	o = dropLeading(o, "the")
	if len(o) == 0 {
		return false
	}
	switch o[0] {
	case "prod", "production", "prd", "live":
	default:
		return false
	}
	for _, w := range o[1:] {
		switch w {
		case "too", "as", "well", "now", "next", "then", "also", "as well", "env", "environment", "please":
		default:
			return false
		}
	}
	return true
}

// dropLeading drops the words of ws from its start while they are among
// words.
func dropLeading(ws []string, words ...string) []string {
	for len(ws) > 0 && slices.Contains(words, ws[0]) {
		ws = ws[1:]
	}
	return ws
}

// namesIaC reports a prompt (lower case) that names infrastructure as
// code, whose apply changes what it describes.
func namesIaC(work string) bool {
	for _, w := range []string{"terraform", "tofu", "pulumi", "terragrunt", "cloudformation", "helm", "kustomize", "manifest", ".tfvars"} {
		if strings.Contains(work, w) {
			return true
		}
	}
	// A Terraform file named by its extension: "infra/dns/records.tf".
	for i := strings.Index(work, ".tf"); i >= 0; {
		if end := i + 3; end == len(work) || !('a' <= work[end] && work[end] <= 'z' || '0' <= work[end] && work[end] <= '9') {
			return true
		}
		next := strings.Index(work[i+3:], ".tf")
		if next < 0 {
			break
		}
		i += 3 + next
	}
	return false
}

// appliesNamedBefore reports an apply with no object of its own, or a
// pronoun for what the prompt named before: "apply it too", "then apply",
// "apply까지 해줘", "적용해 주세요". "Apply the patch" and "apply the
// review comments" name their own object.
func appliesNamedBefore(v verbUse) bool {
	if v.ko {
		return hasPrefixAny(v.verb, []string{"apply", "적용"})
	}
	if v.verb != "apply" {
		return false
	}
	switch strings.Trim(strings.TrimSpace(objectHead(v.obj)), ".!,;") {
	case "", "it", "it too", "it as well", "them", "them too", "both", "all", "everything", "now", "the changes", "the change", "the plan", "that", "this":
		return true
	}
	return false
}

// koOps are the Korean operations on a running system operatesNamedBefore
// reads.
var koOps = []string{"재시작", "롤백", "재배포", "적용"}

// koLightOp reports a light verb whose object ends on an operation: "이전
// 리비전으로 롤백 진행해 주세요", "재시작 실행해 주세요". The operation is
// the noun; 진행 and 실행 only carry it out.
func koLightOp(v verbUse) bool {
	if !hasPrefixAny(v.verb, []string{"진행", "실행"}) {
		return false
	}
	f := strings.Fields(v.obj)
	return len(f) > 0 && hasPrefixAny(f[len(f)-1], koOps)
}

// opNoun reports an object of "go ahead" or "proceed" that is an operation
// on what was named before: "with the rollback", "ahead with the restart".
func opNoun(obj string) bool {
	f := strings.Fields(strings.Trim(obj, " .!,;"))
	if len(f) > 0 && f[0] == "ahead" {
		f = f[1:]
	}
	if len(f) < 2 || f[0] != "with" {
		return false
	}
	f = f[1:]
	if f[0] == "the" || f[0] == "a" {
		f = f[1:]
	}
	if len(f) == 0 {
		return false
	}
	if len(f) > 1 && f[1] != "now" && f[1] != "then" && f[1] != "please" {
		return false
	}
	switch f[0] {
	case "rollback", "restart", "redeploy", "failover", "reboot", "drain", "reindex":
		return true
	}
	return false
}

// liveOps are verbs of operating a running system that code has no sense
// of: a deployment restarted, a node drained, a database failed over.
// "sync", "scale", "purge", "flush" and "transition" have one (sync the
// cache code, scale the image, purge unused CSS, a CSS transition).
func liveOps(w string) bool {
	switch w {
	case "restart", "reboot", "redeploy", "rollback", "roll back", "drain", "failover", "reindex", "cordon", "uncordon":
		return true
	}
	return false
}

type addFunc func(flagSet, string, *clause)

// doneByUser reports a verb's object that says the user does it: "publish
// myself", "tag it myself", "deploy them ourselves". A verb coordinated
// with the user's own ("I'll do the bump and publish myself") reads as a
// request until its object says whose it is.
func doneByUser(obj string) bool {
	for i, w := range strings.Fields(obj) {
		if i >= 3 {
			break
		}
		if w = strings.Trim(w, ",.;:!?"); w == "myself" || w == "ourselves" {
			return true
		}
	}
	return false
}

// storeVerbs are the verbs that send a build to a store.
func storeVerbs(v string) bool {
	switch v {
	case "upload", "submit", "push", "ship", "publish", "release", "deploy", "send", "distribute", "get", "put", "roll", "promote":
		return true
	}
	return false
}

// enVerbActions applies the boundary rules to one requested English verb.
func enVerbActions(v verbUse, add addFunc) {
	o, cl := v.obj, v.cl
	if doneByUser(o) {
		return // "I'll do the version bump and publish myself": the user's act
	}
	head := objectHead(o)
	switch {
	case v.verb == "push" && prodWords.MatchString(o) && !gitWords.MatchString(o):
		add(fProduction, "deploy to production", cl)
	case v.verb == "push" && pushedThing.MatchString(objectHead(o)):
		// "push the modal down 10px" moves a thing on screen.
	case v.verb == "push" || v.verb == "force-push":
		f := fRemote
		if v.verb == "force-push" || forceFlag.MatchString(o) {
			f |= fDestructive
		}
		add(f, "push to a remote", cl)
	case v.verb == "tag" && tagsMarker(head):
		// "tag it `:quarantine`", "tag the slow tests with @slow": a
		// label on code or tests, not a release.
	case v.verb == "publish" || v.verb == "tag":
		add(fRemote, v.verb+" a release or package", cl)
	case (v.verb == "yank" || v.verb == "unpublish" || v.verb == "deprecate") && (registryWords.MatchString(o) || versionIn(o)):
		// "Yank 3.1.0 from crates.io", "unpublish the broken 2.0.1":
		// what every user of the registry resolves changes.
		add(fRemote, "withdraw a published version", cl)
	case (v.verb == "release" || releaseVerbs(v.verb) && releaseObject.MatchString(head)) && !releaseThing.MatchString(o):
		if prodWords.MatchString(o) {
			add(fProduction, "release to production", cl)
		} else {
			add(fRemote, "cut a release", cl)
		}
	case deployVerbs(v.verb):
		switch {
		case registryWords.MatchString(o):
			add(fRemote, "publish a package", cl)
		case nonProdEnv.MatchString(o) && !prodWords.MatchString(o):
		default:
			add(fProduction, "deploy to production", cl)
		}
	case prVerbs(v.verb) && pullRequest.MatchString(head):
		add(fRemote, "open a pull request", cl)
	case v.verb == "merge" && pullRequest.MatchString(head):
		add(fRemote, "merge a pull request", cl)
	}

	if secretStoreVerbs(v.verb) && (secretStore.MatchString(o) || ciStore.MatchString(o) && secretValue.MatchString(o)) {
		add(fRemote|fSecret, "write to a shared secret store", cl)
	}
	if v.verb == "upload" && remoteStore.MatchString(o) {
		add(fRemote, "write to a shared remote store", cl)
	}
	if storeVerbs(v.verb) && appStore.MatchString(o) && !doneByUser(o) {
		// "get a build onto TestFlight", "submit 2.8 to the App Store".
		add(fRemote, "upload to an app store", cl)
	}

	// "create an empty commit": "empty" before a bare noun is an adjective.
	if deleteVerbs(v.verb) && (deletesData(head, v.verb) || storeURL(o)) && (v.verb != "empty" || emptyTarget.MatchString(head)) {
		f := fDestructive
		if dbObject.MatchString(head) || dbWords.MatchString(o) {
			f |= fDatabase
		}
		if remoteRef.MatchString(o) {
			f |= fRemote
		}
		add(f, "delete irreversibly", cl)
	}

	// Adding something on a production target: "add an index to the prod
	// database" changes production; "add a check for prod" is code.
	if (v.verb == "add" || v.verb == "create" || v.verb == "insert") && enProdTarget.MatchString(o) {
		add(fProduction, "change production", cl)
	}
	// Operating on production itself: run, restart, scale, delete, change.
	// (Only an operation asks whether production is here: most verbs
	// are neither, and their objects need not be read for it.)
	// A weak verb changes production only where its object is there: "set
	// the pool size in prod"; "change deploy/backup.sh so it streams the
	// dump (the prod box runs out of disk)" changes a script, and says why.
	strong, weak := strongOps(v.verb), weakOps(v.verb)
	prodHere := strong && (prodWords.MatchString(o) || cl.mentions(prodWords)) || weak && prodWords.MatchString(head)
	if prodHere && (strong || weak && !codeContext.MatchString(o)) {
		add(fProduction, "change production", cl)
	}
	if sharedDBOps(v.verb) && dataChange.MatchString(o) && (cl.mentions(sharedDB) || cl.mentions(prodWords)) {
		f := fDatabase
		if cl.mentions(prodWords) {
			f |= fProduction
		}
		add(f, "change data on a shared database", cl)
	}

	if secretChangeVerbs(v.verb) && namesSecretValue(head) || keyVerbs(v.verb) && namesKey(head) ||
		(v.verb == "delete" || v.verb == "remove" || v.verb == "destroy") && namesKey(head) && credentialKey(head) {
		add(fSecret, "create or rotate credentials", cl)
	}
	if secretCommitVerbs(v.verb) && namesSecretValue(o) && !gitignore.MatchString(o) &&
		(v.verb == "commit" || v.verb == "hardcode" || v.verb == "push" || repoWords.MatchString(o)) {
		f := fSecret
		if v.verb == "push" {
			f |= fRemote
		}
		add(f, "commit credentials", cl)
	}
}

// koVerbActions applies the boundary rules to one requested Korean verb. The
// object is the clause text before the verb.
func koVerbActions(v verbUse, add addFunc) {
	o, cl, s := v.obj, v.cl, v.verb
	// A light verb takes its meaning from the noun before it: "배포 진행해
	// 주세요", "푸시 부탁해" are a deploy and a push.
	if hasPrefixAny(s, koLightStems) {
		if f := strings.Fields(o); len(f) > 0 {
			s = f[len(f)-1] + s
		}
	}
	has := func(list []string) bool {
		for _, p := range list {
			if strings.Contains(s, p) {
				return true
			}
		}
		return false
	}
	switch {
	case has(koPushStems):
		f := fRemote
		if cl.mentions(forceFlag) || strings.Contains(cl.text, "강제") {
			f |= fDestructive
		}
		add(f, "push to a remote", cl)
	case has(koPublishStems):
		add(fRemote, "publish to a remote", cl)
	case has(koDeployStems) && !releaseThing.MatchString(o+" "+s):
		switch {
		case registryWords.MatchString(o):
			add(fRemote, "publish a package", cl)
		case strings.Contains(s, "릴리") && !prodWords.MatchString(o):
			add(fRemote, "cut a release", cl)
		case nonProdEnv.MatchString(o) && !prodWords.MatchString(o):
		default:
			add(fProduction, "deploy to production", cl)
		}
	case has(koOpenStems) && pullRequest.MatchString(o):
		add(fRemote, "open a pull request", cl)
	case has(koUploadStems) && koRemoteDest.MatchString(o):
		add(fRemote, "push or publish to a remote", cl)
	case has(koSubmitStems) && koAppStore.MatchString(o):
		// "2.8.0 빌드 앱스토어 심사 제출해 주세요", as "submit 2.8 to the App
		// Store" is.
		add(fRemote, "upload to an app store", cl)
	case has(koMakeStems) && koReleaseWord.MatchString(o) && !releaseThing.MatchString(o):
		add(fRemote, "cut a release", cl)
	}
	// "orphan rows 정리해줘": 정리 of data left behind (orphans,
	// duplicates, expired rows, "30일 지난" ones, test accounts) deletes
	// it, as "clean up" does.
	deletes := has(koDeleteStems) || strings.Contains(s, "정리") && koLeftover.MatchString(o) && !koSumsUp(cl.text)
	if deletes && koDeletesData(o) && !(has(koResetStems) && koNamesSecret(o)) {
		f := fDestructive
		if koDBObject.MatchString(o) || dbWords.MatchString(o) {
			f |= fDatabase
		}
		if remoteRef.MatchString(o) || strings.Contains(o, "원격") {
			f |= fRemote
		}
		add(f, "delete irreversibly", cl)
	}
	// "운영 DB에 인덱스 추가해줘": any change made on a production target.
	if koProdTarget.MatchString(o) && !has(koCodeStems) {
		add(fProduction, "change production", cl)
	} else if prodWords.MatchString(o) && (has(koStrongOps) || has(koWeakOps) && !koBugContext.MatchString(o)) {
		add(fProduction, "change production", cl)
	}
	if has(koRunStems) && koDataChange.MatchString(o) && (sharedDB.MatchString(o) || prodWords.MatchString(o)) {
		f := fDatabase
		if prodWords.MatchString(o) {
			f |= fProduction
		}
		add(f, "change data on a shared database", cl)
	}
	if has(koStoreStems) && (secretStore.MatchString(o) || koSecretStore.MatchString(o) || ciStore.MatchString(o) && (secretValue.MatchString(o) || koSecretValue.MatchString(o))) {
		add(fRemote|fSecret, "write to a shared secret store", cl)
	}
	if has(koSecretStems) && koNamesSecret(o) {
		f := fSecret
		if has(koPushStems) {
			f |= fRemote
		}
		add(f, "create, change or commit credentials", cl)
	}
}

// tagsMarker reports the object of "tag" that labels code or tests rather
// than a commit: a marker (":quarantine", "@slow"), a label given with "as"
// ("as flaky"), or tests named ("the slow tests with @slow"). A version
// anywhere in it ("the release as v2.0.0") makes it a release tag.
func tagsMarker(head string) bool {
	marker := false
	for _, w := range strings.Fields(head) {
		w = strings.Trim(w, "`'\".,;")
		switch {
		case versionLike(w) || w == "release" || w == "commit":
			return false
		case strings.HasPrefix(w, ":") || strings.HasPrefix(w, "@"),
			w == "as" || w == "test" || w == "tests" || w == "spec" || w == "specs" || w == "example" || w == "examples" || w == "scenario" || w == "scenarios":
			marker = true
		}
	}
	return marker
}

// versionIn reports an object that names a version ("the broken 2.0.1").
func versionIn(o string) bool {
	for _, w := range strings.Fields(o) {
		if versionLike(strings.Trim(w, ",.;:!?`'\"()")) {
			return true
		}
	}
	return false
}

// versionLike reports a word that reads as a version: "v2.0.0", "1.4".
func versionLike(w string) bool {
	w = strings.TrimPrefix(w, "v")
	return len(w) > 0 && w[0] >= '0' && w[0] <= '9' && strings.Contains(w, ".")
}

// objectHead is the noun phrase right after an English verb: the object up to
// the first relative or subordinate word. "a function that generates API
// keys" has the head "a function".
func objectHead(o string) string { return o[:headEnd(o)] }

// deletesData reports whether a delete verb's object is data (rows, buckets,
// branches, history) rather than code (a function, an import, a test).
// storeURL reports an object that names a place in a cloud store by its
// URL (s3://…, gs://…): what is deleted there is objects, whatever they
// are called ("the debug symbol uploads … in s3://game-symbols").
func storeURL(o string) bool {
	for _, scheme := range []string{"s3://", "gs://", "az://", "r2://", "wasbs://", "abfss://"} {
		if strings.Contains(o, scheme) {
			return true
		}
	}
	return false
}

// storePlace reports an object head that names a place in a store by
// what it is, the place itself named before: "that whole prefix", "the
// folder", "this bucket".
func storePlace(head string) bool {
	ws := strings.Fields(strings.Trim(head, ".!,;"))
	for len(ws) > 1 {
		switch ws[0] {
		case "that", "this", "the", "whole", "entire", "old":
			ws = ws[1:]
			continue
		}
		break
	}
	if len(ws) != 1 {
		return false
	}
	switch ws[0] {
	case "prefix", "prefixes", "folder", "folders", "directory", "bucket", "buckets", "path":
		return true
	}
	return false
}

func deletesData(head, verb string) bool {
	// "the test users in the staging DB" are data, whatever "test" says.
	if codeObject.MatchString(head) && !(dataObject.MatchString(head) && (dbWords.MatchString(head) || prodWords.MatchString(head))) {
		return false
	}
	if verb == "reset" {
		if namesSecretValue(head) {
			return false // resetting a password changes a credential
		}
		return strings.Contains(head, "--hard") || dbObject.MatchString(head)
	}
	return dataObject.MatchString(head)
}

// koSumsUp reports a 정리 that gathers what it names for the user to read:
// "테스트 계정 목록 정리해서 알려줘", "오래된 이슈 표로 정리해 줘".
func koSumsUp(clause string) bool {
	for _, w := range []string{"알려", "보여", "요약", "목록", "리스트", "표로", "문서로", "정리해서"} {
		if strings.Contains(clause, w) {
			return true
		}
	}
	return false
}

func koDeletesData(o string) bool {
	// "테스트 계정으로 만든 주문 데이터" is data made by test accounts, not test code.
	for _, d := range []string{"테스트 계정", "테스트 데이터", "테스트 유저", "테스트 사용자", "테스트 주문", "테스트용 데이터"} {
		o = strings.ReplaceAll(o, d, "데이터")
	}
	if koCodeObject.MatchString(lastClauseKO(o)) {
		return false
	}
	// English names of data a Korean sentence borrows count as its own
	// ("prod에서 user 4412 erase 해 주세요"), where no English code noun
	// stands beside them ("user model의 delete method").
	return koDataObject.MatchString(o) || borrowsDataNoun(o) && !codeObject.MatchString(o)
}

// lastClauseKO returns the part of a Korean object window after the last
// verb joined by -고 ("빼고", "정리하고"): that clause's own object. In "코드에서
// 빼고 그 키는 폐기해 주세요" the code is where the key is taken out of, and
// the key itself is what is revoked.
func lastClauseKO(o string) string {
	fs := strings.Fields(o)
	for i := len(fs) - 2; i >= 0; i-- {
		w := strings.TrimRight(fs[i], ",")
		if strings.HasSuffix(w, "하고") && w != "하고" || koJoinedVerb(w) {
			return strings.Join(fs[i+1:], " ")
		}
	}
	return o
}

// koJoinedVerb reports a common verb of editing in its -고 form: "빼고",
// "지우고", "없애고", "옮기고".
func koJoinedVerb(w string) bool {
	switch w {
	case "빼고", "지우고", "없애고", "넣고", "바꾸고", "고치고", "옮기고", "내리고", "올리고", "돌리고", "끄고", "켜고", "두고", "남기고":
		return true
	}
	return false
}

// borrowsDataNoun reports an English noun of data among the words of a
// Korean clause, in the forms English's dataObject reads: users, accounts,
// rows, records, orders, keys (not one "key", a surrogate key's name).
func borrowsDataNoun(o string) bool {
	for _, w := range strings.FieldsFunc(o, func(r rune) bool { return r < 'a' || r > 'z' }) {
		switch w {
		case "user", "users", "account", "accounts", "row", "rows", "record", "records", "order", "orders",
			"customer", "customers", "keys", "sessions", "bucket", "buckets", "backup", "backups":
			return true
		}
	}
	return false
}

// namesSecretValue reports whether a phrase names a credential itself ("the
// admin password") rather than code about credentials ("the password
// hashing", "token refresh logic").
func namesSecretValue(p string) bool {
	m := secretValue.FindStringIndex(p)
	if m == nil {
		return false
	}
	// "a list of plausible-looking API tokens for the docs" are no one's.
	return !secretCodeNoun.MatchString(p[m[1]:]) && !fakeSecret.MatchString(p[:m[0]])
}

func koNamesSecret(o string) bool {
	m := koSecretValue.FindAllStringIndex(o, -1)
	if m == nil {
		return false
	}
	return !koSecretCodeNoun.MatchString(o[m[len(m)-1][1]:]) && !fakeSecret.MatchString(o[:m[len(m)-1][0]])
}

// revealsSecret reports a request for a credential's value: "show me the
// .env", "what's the DB password", "비밀번호 알려줘". Questions about how or
// where credentials are handled are not reveals.
func revealsSecret(c string) bool {
	if m := revealVerb.FindStringIndex(c); m != nil && !explainCue.MatchString(c) {
		rest := c[m[1]:]
		if len(rest) > 80 {
			rest = rest[:80]
		}
		if sm := secretValue.FindStringIndex(rest); sm != nil && namesSecretValue(rest) {
			// "what's a refresh token?" asks for a definition; "what's
			// the admin password?" asks for a value.
			between := rest[:sm[0]]
			isWhat := strings.HasPrefix(c[m[0]:], "what")
			switch {
			case indefinite.MatchString(between):
			case isWhat && !definite.MatchString(between) && !strings.Contains(rest[sm[0]:sm[1]], ".env"):
			default:
				return true
			}
		}
	}
	if hasHangul(c) && koSecretReveal.MatchString(c) && !koExplainCue.MatchString(c) {
		return true
	}
	return false
}

var (
	ciStore = &lre{expr: `\b(?:github actions|gitlab ci|circleci|ci|actions|buildkite|jenkins|vercel|netlify|heroku)\b`}

	koPushStems    = []string{"푸시", "push", "푸쉬"}
	koPublishStems = []string{"퍼블리시", "퍼블리쉬", "publish", "태그"}
	koDeployStems  = []string{"배포", "릴리스", "릴리즈", "롤아웃", "deploy", "release"}
	koOpenStems    = []string{"올려", "만들어", "생성", "열어"}
	koDeleteStems  = []string{"삭제", "지워", "지우", "제거", "날려", "비워", "초기화", "드롭", "drop", "truncate", "리셋", "reset", "purge", "wipe", "erase", "destroy", "nuke", "delete", "remove", "폐기"}
	koStrongOps    = []string{"재부팅", "리부트", "reboot", "중지", "정지", "종료", "증설", "축소", "만료", "무효화", "차단", "실행", "돌려", "적용", "재시작", "재기동", "리스타트", "restart", "스케일", "scale", "삭제", "지워", "드롭", "drop", "롤백", "되돌려", "꺼", "켜", "끄", "초기화", "폐기", "revoke", "회수", "수행", "run", "apply", "execute", "반영", "배포", "truncate", "마이그레이션", "migration", "migrate",
		// English verbs a Korean sentence borrows as its predicate ("prod Redis 키 flush 해줘")
		"flush", "purge", "wipe", "erase", "destroy", "nuke", "delete", "rollback", "kill", "drain"}
	koWeakOps     = []string{"변경", "바꿔", "수정", "업데이트", "올려", "내려", "교체", "설정", "늘려", "줄여", "꺼", "켜"}
	koRunStems    = []string{"실행", "돌려", "적용", "수행", "run", "apply", "execute", "마이그레이션", "migration", "migrate"}
	koLightStems  = []string{"진행", "실행", "시작", "처리", "부탁", "수행", "좀"}
	koUploadStems = []string{"올려", "업로드", "upload", "반영"}
	koSubmitStems = []string{"제출", "submit"}
	koMakeStems   = []string{"만들어", "생성", "발행", "작성", "만들", "create", "cut"}
	koCodeStems   = []string{"작성", "구현", "고쳐", "테스트", "리팩터", "리팩토", "문서"}
	koResetStems  = []string{"초기화", "리셋", "reset"}
	koStoreStems  = []string{"넣어", "등록", "저장", "추가", "설정", "업데이트", "올려", "set", "add"}
	koSecretStems = []string{"바꿔", "변경", "교체", "재발급", "재생성", "로테이트", "로테이션", "회전", "폐기", "취소", "발급", "생성", "만들어", "커밋", "푸시", "올려", "초기화", "재설정", "리셋", "만료", "revoke", "rotate", "commit", "넣어", "하드코딩"}

	bareRmRf      = &lre{expr: "`rm\\s+-(?:rf|fr|r)`"}
	deleteRequest = &lre{expr: `\b(?:delete|remove|wipe|nuke|clear|purge)\b|지워|삭제|날려|비워`}
	releaseObject = &lre{expr: `\brelease\b`}
	// "release pipeline", "릴리스 노트": a thing about releases, not a release.
	releaseThing = &lre{expr: `(?:release|릴리스|릴리즈)\s*(?:pipelines?|workflows?|jobs?|scripts?|process|automation|notes?|branch(?:es)?|config|checklist|train|파이프라인|자동화|프로세스|노트|브랜치|스크립트|설정|워크플로)`}
	pushedThing  = &lre{expr: `\b(?:down|up|left|right|\d+\s*px|px|margin|padding|modal|button|footer|header|element|div|onto|stack|queue|array|list|item|items|event|events|message|messages|job|jobs)\b`}
	gitWords     = &lre{expr: `\b(?:main|master|origin|branch|remote|github|gitlab|repo|upstream|develop|tag|tags)\b`}
	forceFlag    = &lre{expr: `--force|\s-f\b|\bforce\b`}
	pullRequest  = &lre{expr: `\b(?:pr|prs|pull requests?|merge requests?|mr)\b|풀\s*리퀘|풀리퀘|머지\s*리퀘`}
	secretStore  = &lre{expr: `\b(?:ci|github|gitlab|actions|repo(?:sitory)?|circleci|org(?:anization)?)\s+secrets?\b|\bsecrets?\s+manager\b|\bvault\b|parameter store|\bssm\b|key vault|secret manager|1password|doppler`}
	remoteStore  = &lre{expr: `\b(?:s3|bucket|gcs|cdn|registry|artifactory|blob storage)\b`}
	// An app store's upload ends with every tester's or user's download.
	appStore  = &lre{expr: `\b(?:testflight|app\s*store(?:\s+connect)?|play\s+store|google\s+play|play\s+console|(?:production|beta|alpha|internal(?:\s+testing)?)\s+track|app\s+distribution|microsoft\s+store)\b`}
	remoteCmd = &lre{expr: `\bgit\s+push\b|\b(?:npm|pnpm|yarn|cargo|gem)\s+(?:publish|push)\b|\btwine\s+upload\b|\bgh\s+release\s+create\b|\bdocker\s+push\b`}
	// A clause that opens with a command asks for it: "`git reset --hard
	// origin/main` on my branch".
	commandLead    = &lre{expr: "^\\s*(?:(?:then|and|now|please|also|just|ok|okay)[\\s,]+)*`(?:git|rm|terraform|kubectl|helm|docker|aws|gsutil|gcloud|az|psql|mysql|redis-cli|npm|pnpm|yarn|cargo|twine|gh)\\s"}
	prodOps        = &lre{expr: `\bscale\s+(?:\S+\s+){0,3}?(?:down|up|to)\b|\bscale\s+(?:down|up|to)\b|\brestart\b|\broll\s*back\b|\bdrain\b|\bcordon\b|\bfail\s*over\b|\breboot\b|\breplicas?\s+(?:to\s+)?\d|재시작|롤백|스케일\s*(?:다운|업|아웃|인)|레플리카|replicas?\s*\d+\s*(?:으로|로|개로)`}
	infraLead      = &lre{expr: `^\s*(?:(?:then|and|now|please|also|next|finally|after that)\s+)*` + "`" + `?(?:terraform|kubectl|helm|pulumi|cdk)\s`}
	infraApply     = &lre{expr: `\bterraform\s+(?:apply|destroy)\b|\bkubectl\s+(?:apply|delete|scale|rollout|edit|patch|drain|cordon)\b|\bhelm\s+(?:install|upgrade|rollback|uninstall)\b|\bpulumi\s+up\b|\bcdk\s+deploy\b`}
	codeObject     = &lre{expr: `\b(?:columns?|function|functions|method|methods|class|classes|import|imports|tests?|specs?|comments?|variables?|dead code|unused|deprecated|console\.log|debug|print statements?|fields?|props?|options?|flags?|endpoints?|routes?|components?|lines?|param(?:eter)?s?|arguments?|dependenc(?:y|ies)|css|styles?|buttons?|todos?|warnings?|types?|interfaces?|enums?|constants?|hooks?|handlers?|middleware|code|helpers?|utils?|mocks?|fixtures?|hardcoded|duplicate|duplicated|redundant|legacy code|feature flags?|logging|log line|log statements?)\b`}
	dataObject     = &lre{expr: `\b(?:rows?|records?|data|dataset|entries|orders?|users?|accounts?|customers?|tables?|databases?|db|dbs|schemas?|buckets?|backups?|snapshots?|volumes?|branch(?:es)?|tags|history|commits?|everything|all\s+(?:the\s+)?files|files older|logs|log files|untracked|stash(?:es)?|releases|objects|messages|documents|collections?|uploads|namespaces?|clusters?|environments?|instances?|indices|artifacts|containers|keys|secrets|tokens|sessions|events|queues?|topics?|(?:untagged|dangling|container|docker)\s+images)\b|\b(?:from|in|on)\s+(?:the\s+|our\s+)?(?:data\s+)?warehouse\b|\bimages?\s+(?:in|from)\s+(?:the\s+)?(?:\S+\s+)?(?:ecr|gcr|acr|ghcr|registry|docker\s+hub|artifact\s+registry)\b|~/|(?:^|\s)/(?:var|home|etc|usr|opt|srv|data|mnt|tmp)\b|\*`}
	dbObject       = &lre{expr: `\b(?:rows?|records?|tables?|databases?|db|dbs|schemas?|collections?|indices|users?|accounts?|customers?|orders?|entries|transactions|subscriptions)\b(?:[^'’]|$)`}
	remoteRef      = &lre{expr: `\b(?:origin|remote|github|gitlab|upstream)\b`}
	codeContext    = &lre{expr: `\b(?:bug|bugs|error|errors|crash(?:es)?|exceptions?|issue|failing|broken|code|tests?|readme|docs?|documentation|comments?|dockerfile|copy|text|message|log(?:ging)?|handler|function|component|page)\b`}
	sharedDB       = &lre{expr: `\b(?:shared|staging|stage|team|remote|qa|uat)\b(?:\s+\S+){0,3}?\s*(?:db|database|postgres|mysql|rds|cluster|instance)\b|공유\s*(?:db|디비)|스테이징\s*(?:db|디비)`}
	dataChange     = &lre{expr: `\bmigrat|\bsql\b|\bquer(?:y|ies)\b|\bscripts?\b|\bbackfill|\bseed|\bstatements?\b|\bupdate\b|\bdelete\b|\binsert\b|\bdb\b|\bdatabase\b|\brows\b|\brecords\b`}
	fakeSecret     = &lre{expr: `\b(?:fake|dummy|example|sample|placeholder|plausible(?:-looking)?|realistic(?:-looking)?|made-up|bogus|fictional|invented)\b|가짜|예시|샘플|더미`}
	emptyTarget    = &lre{expr: "^(?:the|all|this|that|these|those|our|my|your|every|each|both)\\b|^`|://"}
	gitignore      = &lre{expr: `gitignore`}
	repoWords      = &lre{expr: `\b(?:repo|repository|git|commit|source|code|config|codebase)\b|저장소`}
	secretValue    = &lre{expr: `\b(?:passwords?|passwd|passphrases?|pins?|pin codes?|passcodes?|secrets?|credentials?|creds|api[ _-]?keys?|access[ _-]?keys?|secret[ _-]?keys?|private[ _-]?keys?|ssh[ _-]?keys?|signing[ _-]?keys?|(?:app store|aws|gcp|stripe|github|firebase|twilio|sendgrid|openai|license|deploy|master|encryption|jwt|service account)[ _-]keys?|tokens?|connection strings?|dsn|key files?)\b|\B\.env\b|\bmaster\.key\b|\bcredentials\.yml\.enc\b|\bid_(?:rsa|ed25519|ecdsa)\b|\.pem\b|\.p12\b|\.pfx\b|\bkeystore\b|\.pgpass\b|\.npmrc\b|\.netrc\b|\bhtpasswd\b|service[-_]account\S*\.json`}
	secretCodeNoun = &lre{expr: `^\s*(?:[a-z_-]+\s+){0,1}(?:hash(?:ing|er)?|policy|policies|validation|validator|fields?|forms?|inputs?|rules|length|helpers?|generators?|utils?|functions?|methods?|class|library|lib|hints?|prompts?|dialogs?|modals?|toggles?|visibility|meter|reset|change\s+flow|manager\s+class|requirements?|logic|flow|checks?|handler|middleware|storage|expiry|expiration|parsing|parser|component|screen|page|tests?|reset flow|strength|scopes?|format|module|service|endpoint|schema|model|column|type|refresh)\b`}
	revealVerb     = &lre{expr: `\b(?:show|print|display|cat|echo|reveal|dump|output|paste|give|send|tell|read|expose|list|get|fetch|copy)\b|\bwhat['’]?s\b|\bwhat\s+(?:is|are)\b`}
	indefinite     = &lre{expr: `\b(?:a|an|any|some|example|examples)\b`}
	definite       = &lre{expr: `\b(?:the|our|my|this|that|these|those|your|its|prod|production|staging|admin|root|db|database|current|live)\b|[\'’]s\b`}
	explainCue     = &lre{expr: `\b(?:how|where|why|which|when|whether|scope|scopes|stored|storing|works?|flow|expire[sd]?|expiry|expiration|format|length|used|handled|generated|validated|policy|strength|requirements?|hash|hashing|hashed|kind|name of|names of|purpose|difference)\b`}

	koSecretStore    = &lre{expr: `(?:깃허브|github|gitlab|깃랩|ci)\s*(?:액션\s*)?(?:시크릿|secrets?)|시크릿\s*매니저|secrets?\s*manager|볼트|vault|파라미터\s*스토어|parameter\s*store`}
	koProdTarget     = &lre{expr: `(?:운영|프로덕션|prod|production|라이브|실서버|상용)\s*(?:db|디비|데이터베이스|서버|클러스터|환경|버킷|redis|레디스|database|cluster|server|env)\S*(?:에|에서)\s`}
	enProdTarget     = &lre{expr: `\b(?:to|on|in|into)\s+(?:the\s+|our\s+)?(?:prod|production|live)\s+(?:db|database|cluster|server|servers|bucket|redis|environment|env)\b`}
	koAppStore       = &lre{expr: `앱\s*스토어|플레이\s*스토어|testflight|app\s*store|play\s*store|google\s*play|구글\s*플레이`}
	koRemoteDest     = &lre{expr: `깃허브|github|gitlab|깃랩|원격|origin|npm|pypi|레지스트리|registry|s3|버킷|앱\s*스토어|플레이\s*스토어|testflight|저장소에`}
	koReleaseWord    = &lre{expr: `릴리스|릴리즈|release`}
	koDataObject     = &lre{expr: `데이터|레코드|행\b|로우|테이블|db|디비|데이터베이스|브랜치|태그|백업|버킷|로그 파일|파티션|전부|모두|싹|모든|주문|유저|사용자|회원|계정|히스토리|이력|커밋|스냅샷|볼륨|컬렉션|추적\s*안\s*되는|untracked|~/|기록|세션|이벤트|토픽|네임스페이스|클러스터|컨테이너|(?:^|[^가-힣])(?:키|큐)(?:들|를|을|는|은|가|이|도|만)?(?:\s|$|[.,!?])`}
	koCodeObject     = &lre{expr: `함수|메서드|메소드|클래스|import|임포트|주석|변수|테스트|코드|콘솔|필드|옵션|플래그|컴포넌트|디버그|console|사용하지\s*않는|안\s*쓰는|불필요한|중복|엔드포인트|endpoint|라우트|route|핸들러|handler|미들웨어|middleware|deprecated|모듈|module`}
	koLeftover       = &lre{expr: `orphan|고아|중복|만료된|만료 된|오래된|남은|남아 있는|쓰레기|stale|dangling|leftover|garbage|junk|더미|dummy|불필요한|(?:\d+|한|두|세|몇)\s*(?:일|주|주일|개월|달|년)\s*(?:이상\s*)?(?:넘은|넘게\s*된|지난|된)|일주일\s*(?:이상\s*)?(?:넘은|지난|된)|테스트\s*(?:계정|유저|사용자|주문|데이터)|테스트용\s*데이터`}
	koDBObject       = &lre{expr: `테이블|db|디비|데이터베이스|레코드|행\b|로우|스키마|컬렉션`}
	koBugContext     = &lre{expr: `버그|에러|오류|문제|이슈|크래시|코드|테스트|안\s*되는|안되는|깨지|문구|메시지`}
	koDataChange     = &lre{expr: `마이그레이션|migration|쿼리|query|sql|스크립트|script|update|delete|insert|백필|backfill|데이터`}
	koSecretValue    = &lre{expr: `비밀번호|패스워드|토큰|시크릿|비밀\s*키|개인\s*키|api\s*키|액세스\s*키|계정\s*키|키\s*파일|자격\s*증명|크리덴셜|\.env|인증서|(?:^|\s)키(?:\s|를|가|도|$)`}
	koSecretCodeNoun = &lre{expr: `해싱|해시|로직|검증|정책|화면|폼|필드|저장\s*방식|코드|함수|모듈|플로우|흐름|체크|만료\s*시간|갱신\s*로직|컴포넌트|테스트|유효성|구조|방식|기반|체계|아키텍처|설계`}
	koSecretReveal   = &lre{expr: `(?:비밀번호|패스워드|토큰|시크릿|비밀\s*키|개인\s*키|api\s*키|액세스\s*키|키\s*값|\.env|자격\s*증명|크리덴셜|passwords?|secrets?|tokens?|api\s*keys?|credentials?)\S*\s*(?:\S+\s*){0,2}?(?:보여|알려|출력|뭐야|뭐지|뭔지|뭐였|찍어|읊어|복사|붙여|말해|줘봐|내용)`}
	koExplainCue     = &lre{expr: `어디|어떻게|왜|방식|구조|저장|흐름|원리|만료|처리|로직|정책|검증|형식|위치|차이|스코프|권한`}
)

func releaseVerbs(w string) bool {
	switch w {
	case "cut", "create", "make", "draft", "publish", "do", "tag", "ship":
		return true
	}
	return false
}

func deployVerbs(w string) bool {
	switch w {
	case "deploy", "ship", "promote", "rollout", "roll out":
		return true
	}
	return false
}

func prVerbs(w string) bool {
	switch w {
	case "open", "create", "raise", "submit", "file", "make", "send":
		return true
	}
	return false
}

func secretStoreVerbs(w string) bool {
	switch w {
	case "set", "add", "put", "store", "upload", "update", "save", "write", "sync", "push",
		"create", "rotate", "replace", "change":
		return true
	}
	return false
}

func deleteVerbs(w string) bool {
	switch w {
	case "delete", "remove", "purge", "wipe", "erase", "destroy", "nuke", "drop", "truncate",
		"empty", "clear", "discard", "prune", "reset", "overwrite", "clean":
		return true
	}
	return false
}

func strongOps(w string) bool {
	switch w {
	case "invalidate", "expire", "terminate", "suspend", "ban", "block", "unblock", "grant",
		"run", "execute", "exec", "apply", "restart", "reboot", "scale", "drain",
		"failover", "kill", "flush", "rollback", "roll back", "take down", "take offline",
		"spin down", "tear down", "shut down", "shut off", "revert", "migrate", "backfill",
		"seed", "reindex", "vacuum", "ssh", "revoke", "rotate", "delete", "remove", "purge",
		"wipe", "truncate", "drop", "insert", "reset", "empty", "stop", "start", "halt", "pause", "resume", "promote":
		return true
	}
	return false
}

func weakOps(w string) bool {
	switch w {
	case "update", "change", "set", "modify", "edit", "patch", "disable", "enable", "turn",
		"flip", "toggle", "increase", "decrease", "bump", "raise", "lower", "resize",
		"upgrade", "downgrade", "clear", "overwrite", "move", "switch":
		return true
	}
	return false
}

func sharedDBOps(w string) bool {
	switch w {
	case "run", "execute", "exec", "apply", "migrate", "backfill", "seed", "update", "delete",
		"insert":
		return true
	}
	return false
}

// namesAccessKey reports a prompt that names a credential's key: an
// access, API, secret, deploy or SSH key.
func namesAccessKey(work string) bool {
	for _, k := range []string{"access key", "api key", "secret key", "deploy key", "ssh key", "signing key", "private key"} {
		if strings.Contains(work, k) {
			return true
		}
	}
	return false
}

// pronounObject reports an English verb's object that is a pronoun: "it",
// "them", "that one", "it too".
func pronounObject(obj string) bool {
	f := strings.Fields(strings.Trim(objectHead(obj), " .!,;"))
	if len(f) == 0 || f[0] != "it" && f[0] != "them" && f[0] != "that" && f[0] != "those" && f[0] != "both" {
		return false
	}
	// "it", "them both", or where it is done: "it on Render", "it in IAM".
	return len(f) <= 2 || f[1] == "on" || f[1] == "in" || f[1] == "at" || f[1] == "via" || f[1] == "through" || f[1] == "from"
}

// keyVerbs are the verbs that, done to a key, act on a credential: rotated,
// revoked, deactivated or disabled, a key is one.
func keyVerbs(w string) bool {
	switch w {
	case "rotate", "revoke", "deactivate", "disable":
		return true
	}
	return false
}

// namesKey reports an object whose noun is a key, bare: "the key in IAM",
// "the leaked keys", "that key". Rotated, revoked or deactivated, a key is
// a credential, and so is a key pair; "the key binding" and "the key
// order" name other things.
func namesKey(head string) bool {
	f := strings.Fields(head)
	for i, w := range f {
		if w = strings.Trim(w, ".,;:!?`'\""); w != "key" && w != "keys" {
			continue
		}
		if i+1 == len(f) {
			return true
		}
		switch strings.Trim(f[i+1], ".,;:!?`'\"") {
		case "in", "on", "from", "for", "of", "at", "that", "which", "and", "then", "now", "immediately", "too", "as", "pair", "pairs", "":
			return true
		}
	}
	return false
}

// credentialKey reports a key's object (lower case) that says it is a
// credential, not an entry of a map or a file: "the leaked key in GCP",
// "the old API key", "the exposed deploy key". Deleted, such a key is
// revoked; "delete the key from the cache" deletes an entry.
func credentialKey(head string) bool {
	for _, w := range strings.Fields(head) {
		switch strings.Trim(w, ".,;:!?`'\"()") {
		case "leaked", "exposed", "compromised", "old", "stale", "api", "access", "secret", "ssh", "deploy", "signing",
			"gcp", "aws", "iam", "azure", "github", "console", "cloud":
			return true
		}
	}
	return false
}

func secretChangeVerbs(w string) bool {
	switch w {
	case "rotate", "regenerate", "revoke", "reset", "change", "update", "create", "generate",
		"issue", "mint", "provision", "set", "replace", "expire", "invalidate":
		return true
	}
	return false
}

func secretCommitVerbs(w string) bool {
	switch w {
	case "commit", "add", "check-in", "push", "hardcode", "paste", "put", "include", "store",
		"save", "write":
		return true
	}
	return false
}

// versionField reports a clause that is a field's name ending in a colon,
// alone at the start of its line, whose value is a version number and
// the rest of the line: "Release: 0.14.0", "Tag: v2.3.1". A slash
// command's template fills its arguments in so; the word before the
// colon names the field, it asks for nothing ("release 0.14.0" would).
func versionField(work string, cl *clause) bool {
	t := cl.text
	if t == "" || strings.IndexFunc(t, func(r rune) bool { return (r < 'a' || r > 'z') && r != '-' }) >= 0 {
		return false
	}
	rest := work[cl.end:]
	if !strings.HasPrefix(rest, ": ") {
		return false
	}
	line := work[:cl.start]
	if nl := strings.LastIndexByte(line, '\n'); nl >= 0 {
		line = line[nl+1:]
	}
	if strings.Trim(line, " \t-*#>") != "" {
		return false
	}
	value, _, _ := strings.Cut(rest[2:], "\n")
	return versionNumber(strings.TrimSpace(value))
}

// versionNumber reports a version: digits and dots, at least one dot,
// after an optional v, and an optional suffix after - or +
// ("0.14.0", "v2.3.1", "1.4.0-rc.1").
func versionNumber(v string) bool {
	v = strings.TrimPrefix(v, "v")
	core, _, _ := strings.Cut(v, "-")
	core, _, _ = strings.Cut(core, "+")
	if !strings.Contains(core, ".") {
		return false
	}
	for _, part := range strings.Split(core, ".") {
		if part == "" || strings.Trim(part, "0123456789") != "" {
			return false
		}
	}
	return !strings.ContainsAny(v, " \t")
}
