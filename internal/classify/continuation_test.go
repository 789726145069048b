package classify

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestReadReply(t *testing.T) {
	tests := []struct {
		prompt string
		want   Reply
		rest   string // for Extends: where the prompt's own request starts
	}{
		// Bare continuations: the task goes on.
		{"yes, go ahead", Continues, ""},
		{"ok do it", Continues, ""},
		{"continue", Continues, ""},
		{"Continue.", Continues, ""},
		{"go", Continues, ""},
		{"proceed", Continues, ""},
		{"sounds good, do it", Continues, ""},
		{"1", Continues, ""},
		{"2", Continues, ""},
		{"option 2 please", Continues, ""},
		{"b", Continues, ""},
		{"y", Continues, ""},
		{"yes please", Continues, ""},
		{"yesss!!", Continues, ""},
		{"do it", Continues, ""},
		{"Do it.", Continues, ""},
		{"LGTM", Continues, ""},
		{"👍", Continues, ""},
		{"👍🏻 go for it", Continues, ""},
		{"yep, let's do that", Continues, ""},
		{"keep going", Continues, ""},
		{"go with the second one", Continues, ""},
		{"do the rest, thanks", Continues, ""},
		{"continue from where you left off", Continues, ""},
		{"make it so", Continues, ""},
		{"sure thing", Continues, ""},
		{"진행해", Continues, ""},
		{"진행해 주세요", Continues, ""},
		{"진행해주세요", Continues, ""},
		{"네", Continues, ""},
		{"넵!", Continues, ""},
		{"ㅇㅇ", Continues, ""},
		{"ㅇㅋ ㄱㄱ", Continues, ""},
		{"좋아요 해주세요", Continues, ""},
		{"응 해줘", Continues, ""},
		{"계속", Continues, ""},
		{"계속해줘", Continues, ""},
		{"그렇게 해", Continues, ""},
		{"그대로 진행해 주세요", Continues, ""},
		{"2번으로 해주세요", Continues, ""},
		{"네 2번이요", Continues, ""},
		{"진행 부탁드립니다", Continues, ""},
		{"ok 진행해", Continues, ""},

		// Assent and a request of its own: both count.
		{"yes, and also delete the old bucket", Extends, "delete the old bucket"},
		{"lgtm ship it", Extends, "ship it"},
		{"ok push it", Extends, "push it"},
		{"go ahead and run the migration", Extends, "run the migration"},
		{"continue, then add tests for it", Extends, "add tests for it"},
		{"2, and add a changelog entry", Extends, "add a changelog entry"},
		{"yes, what does this function do?", Extends, "what does this function do?"},
		{"ok but also bump the version", Extends, "but also bump the version"},
		{"yes and don't push yet", Extends, "don't push yet"},
		{"네, 그리고 오래된 버킷도 삭제해줘", Extends, "오래된 버킷도 삭제해줘"},
		{"진행해 주세요. 테스트도 추가해줘", Extends, "테스트도 추가해줘"},
		// The only request is a verb on the task: the pronoun is the task.
		{"ship it", Extends, "ship it"},
		{"run it", Extends, "run it"},
		{"apply that now", Extends, "apply that now"},
		{"그거 배포해", Extends, "그거 배포해"},
		// A short prompt that widens or allows, then tells the agent to go on.
		{"orders 있는 것도 같이 지워도 돼요. 진행해줘.", Extends, "orders 있는 것도 같이 지워도 돼요. 진행해줘."},
		{"Keep the audit rows too. Go ahead.", Extends, "Keep the audit rows too. Go ahead."},

		// Look-alikes: new content, a refusal, or a list.
		{"continue reading the docs and tell me what X means", NewTask, ""},
		{"proceed with the migration", NewTask, ""},
		{"1. add a flag 2. test it", NewTask, ""},
		{"1) rename the flag\n2) update the docs", NewTask, ""},
		{"go to the settings page and fix the toggle", NewTask, ""},
		{"keep the old API", NewTask, ""},
		{"no", NewTask, ""},
		{"no, don't do it", NewTask, ""},
		{"stop", NewTask, ""},
		{"wait", NewTask, ""},
		{"ok, stop", NewTask, ""},
		{"ok but wait", NewTask, ""},
		{"yes but don't push", NewTask, ""},
		{"don't do it", NewTask, ""},
		{"do not proceed", NewTask, ""},
		{"thanks", NewTask, ""},
		{"please", NewTask, ""},
		{"what is this?", NewTask, ""},
		{"", NewTask, ""},
		{"...", NewTask, ""},
		{"100", NewTask, ""},
		{"Next.js build fails on the product page", NewTask, ""},
		{"1.2", NewTask, ""},
		{"Rename the flag. 2", NewTask, ""},
		{"Rename the flag and update the docs. Then open a PR.", NewTask, ""},
		{"ok `rm -rf build`", Extends, "`rm -rf build`"},
		{"아니", NewTask, ""},
		{"아니, 하지 마", NewTask, ""},
		{"잠깐만", NewTask, ""},
		{"그만", NewTask, ""},
		{"진행하지 마세요", NewTask, ""},
		{"네 근데 잠깐", NewTask, ""},
		{"계속 읽어줘", NewTask, ""},
		{"문서 계속 읽고 X가 무슨 뜻인지 알려줘", NewTask, ""},
		{"진행 상황 알려줘", NewTask, ""},
		{"1. 플래그 추가 2. 테스트", NewTask, ""},
		{"그대로 두세요", NewTask, ""},
	}
	for _, tt := range tests {
		got, at := ReadReply(tt.prompt)
		if got != tt.want {
			t.Errorf("ReadReply(%q) = %s, want %s", tt.prompt, got, tt.want)
			continue
		}
		if got == Extends && tt.prompt[at:] != tt.rest {
			t.Errorf("ReadReply(%q): request %q, want %q", tt.prompt, tt.prompt[at:], tt.rest)
		}
	}
}

func TestContinue(t *testing.T) {
	deploy := Prompt("deploy the billing service to production and rotate the stripe key")
	if deploy.Mode != Blocked {
		t.Fatalf("the task itself: %s %v", deploy.Mode, deploy.Risks)
	}
	koDeploy := Prompt("이 브랜치 운영에 배포해줘")
	refactor := Result{Mode: Deep, Risks: []string{}}
	question := Result{Mode: Quick, Risks: []string{}}
	prodLook := Prompt("How much is sitting under `raw/` in the prod log bucket that's older than 90 days?")
	prodConsumers := Prompt("The order-events consumers in prod look stuck, lag is at 300k. Take a look.")
	koProdLook := Prompt("api-gateway prod에서 18:05 배포 이후로 p99가 3배 뛰었어요. 원인 좀 찾아 주세요.")
	koPendingMigrations := Prompt("운영 DB에 아직 안 나간 마이그레이션 있는지 확인해줘. 접속 정보는 `.env.production`에 있어.")
	stagingMigration := Prompt("Apply migration 0042 on staging first: `./scripts/migrate.sh --env staging --to 0042`.")
	stagingTables := Prompt("How big are the events_archive_* tables on the shared staging db?")
	tests := []struct {
		prompt string
		task   Result
		mode   Mode
		risks  []string
		reply  Reply
	}{
		{"ok do it", deploy, Blocked, []string{Production, SecretOrAuth}, Continues},
		{"yes, go ahead", deploy, Blocked, []string{Production, SecretOrAuth}, Continues},
		{"2", refactor, Deep, []string{}, Continues},
		{"진행해", koDeploy, Blocked, []string{Production}, Continues},
		{"ㅇㅇ", koDeploy, Blocked, []string{Production}, Continues},
		// Never lowered, and its own request counts too.
		{"yes, and also delete the old bucket", deploy, Blocked, []string{Production, SecretOrAuth, Destructive}, Extends},
		{"yes, and also delete the old bucket", refactor, Blocked, []string{Destructive}, Extends},
		{"yes, what does this function do?", refactor, Deep, []string{}, Extends},
		{"lgtm ship it", question, Blocked, []string{Production}, Extends},
		{"run it", deploy, Blocked, []string{Production, SecretOrAuth}, Extends},
		{"네, 그리고 오래된 버킷도 삭제해줘", refactor, Blocked, []string{Destructive}, Extends},
		// A deletion of what the task named, after a look at production.
		{"ok, delete them. compliance only needs 60 days.", prodLook, Blocked, []string{Production, Destructive}, Extends},
		{"ok, delete them.", refactor, Deep, []string{}, Extends},
		{"ok, delete the unused helpers too", prodLook, Normal, []string{Production}, Extends},
		// An operation of a running system on what the task named there.
		{"ok restart them", prodConsumers, Blocked, []string{Production}, Extends},
		{"응 두 개 다 적용해줘", koPendingMigrations, Blocked, []string{Production, Database, SecretOrAuth}, Extends},
		{"ok restart them", refactor, Deep, []string{}, Extends},
		// The task's act again, in production; a deletion of what it
		// named in a shared database.
		{"Staging looks fine. Now do production.", stagingMigration, Blocked, []string{Production, Database}, NewTask},
		{"do the same for production", stagingMigration, Blocked, []string{Production, Database}, NewTask},
		{"Now do production.", refactor, "", nil, NewTask},
		{"Looks right. Go ahead with prod.", stagingMigration, Blocked, []string{Production, Database}, Extends},
		{"Go ahead with prod.", refactor, Deep, []string{Production}, Extends},
		{"Now do the production config.", stagingMigration, "", nil, NewTask},
		{"ok, nobody reads 2022 anymore. drop it.", stagingTables, Blocked, []string{Database, Destructive}, Extends},
		{"ok, drop it.", refactor, Deep, []string{}, Extends},
		// The operation as the object of a light verb.
		{"이전 리비전으로 롤백 진행해 주세요.", koProdLook, Blocked, []string{Production}, NewTask},
		{"롤백 진행하지 마세요", koProdLook, "", nil, NewTask},
		{"이전 리비전으로 롤백 진행해 주세요.", refactor, "", nil, NewTask},
		{"ok go ahead with the rollback", prodConsumers, Blocked, []string{Production}, Extends},
		{"ok go ahead with the rollback", refactor, Deep, []string{}, Extends},
		{"ok, go ahead with the rollback plan doc", prodConsumers, Normal, []string{Production}, Extends},
		{"ok, apply the patch to the parser too", prodConsumers, Normal, []string{Production}, Extends},
		// A refusal or a new question is read on its own words, whatever
		// they make of it (mode ""), and never keeps the task's block.
		{"no, don't do it", deploy, "", nil, NewTask},
		{"아니, 하지 마", koDeploy, "", nil, NewTask},
		{"stop", deploy, "", nil, NewTask},
		{"continue reading the docs and tell me what X means", refactor, "", nil, NewTask},
	}
	for _, tt := range tests {
		own, reply := Request(tt.prompt)
		r := Continue(own, reply, tt.task)
		if tt.mode == "" {
			if own.Mode == Blocked {
				t.Errorf("Prompt(%q) is blocked on its own", tt.prompt)
			}
			tt.mode, tt.risks = own.Mode, own.Risks
		}
		if r.Mode != tt.mode || !slices.Equal(r.Risks, tt.risks) || reply != tt.reply {
			t.Errorf("Continue(%q after %s %v) = %s %v %s, want %s %v %s\n\treasons: %v",
				tt.prompt, tt.task.Mode, tt.task.Risks, r.Mode, r.Risks, reply, tt.mode, tt.risks, tt.reply, r.Reasons)
		}
		if r.Mode == Blocked && len(r.Risks) == 0 {
			t.Errorf("Continue(%q): blocked without a risk", tt.prompt)
		}
	}
}

func TestContinueDoesNotShareTheTasksRisks(t *testing.T) {
	task := Result{Mode: Blocked, Risks: []string{Production}}
	own, reply := Request("ok")
	r := Continue(own, reply, task)
	r.Risks[0] = "changed"
	if task.Risks[0] != Production {
		t.Error("the continuation's risks alias the task's")
	}
}

// The request after an assent is what a refusal of blocked prompts reads:
// "lgtm ship it" asks for a deploy.
func TestRequestReadsTheRequestAfterTheAssent(t *testing.T) {
	for _, p := range []string{"lgtm ship it", "ok push it", "yes, and also delete the old bucket"} {
		if r, reply := Request(p); r.Mode != Blocked || reply != Extends {
			t.Errorf("Request(%q) = %s %s, want blocked extends", p, r.Mode, reply)
		}
	}
}

// With no task recorded a bare continuation is a change of unknown size,
// never quick; anything else is read on its own.
func TestContinueWithNoTask(t *testing.T) {
	for _, tt := range []struct {
		prompt string
		mode   Mode
	}{
		{"ok do it", Normal},
		{"진행해", Normal},
		{"yes, what does this function do?", Quick},
		{"lgtm ship it", Blocked},
	} {
		own, reply := Request(tt.prompt)
		if r := Continue(own, reply, Result{}); r.Mode != tt.mode {
			t.Errorf("Continue(%q) with no task = %s, want %s", tt.prompt, r.Mode, tt.mode)
		}
	}
}

func TestStronger(t *testing.T) {
	order := []Mode{Quick, Normal, Deep, Blocked}
	for i, a := range order {
		for j, b := range order {
			if got, want := Stronger(a, b), order[max(i, j)]; got != want {
				t.Errorf("Stronger(%s, %s) = %s, want %s", a, b, got, want)
			}
		}
	}
	if Stronger("", Quick) != "" || Stronger(Quick, "") != "" {
		t.Error("an unknown mode must rank as normal, above quick")
	}
	if got := UnionRisks([]string{Destructive, "future-flag"}, []string{Production, Destructive}); !slices.Equal(got, []string{Production, Destructive, "future-flag"}) {
		t.Errorf("UnionRisks = %v", got)
	}
}

// No labelled prompt of any set is a bare continuation: each asks for
// something, and must be classified on its words.
func TestLabelledPromptsAreNotContinuations(t *testing.T) {
	files, _ := filepath.Glob("testdata/*prompts.jsonl")
	files = append(files, "testdata/devset/prompts.jsonl")
	n := 0
	for _, f := range files {
		for _, l := range loadLabeled(t, f) {
			n++
			if r, _ := ReadReply(l.Prompt); r == Continues {
				t.Errorf("%s: %q read as a continuation", l.ID, l.Prompt)
			}
		}
	}
	if n < 500 {
		t.Errorf("read %d labelled prompts, want the sets", n)
	}
}

func BenchmarkReadReplyLongPrompt(b *testing.B) {
	long := "yes, and " + strings.Repeat("refactor the storage layer across all services ", 200)
	for b.Loop() {
		ReadReply(long)
	}
}

// FuzzReadReply: any prompt is read without a panic, an Extends' request
// starts inside the prompt, and only an Extends has one that does not
// start at 0.
func FuzzReadReply(f *testing.F) {
	for _, p := range []string{"yes, go ahead", "orders 있는 것도 같이 지워도 돼요. 진행해줘.", "1.2", "ok `rm -rf build`", "Keep it. 2", "네 근데 잠깐"} {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, prompt string) {
		r, at := ReadReply(prompt)
		if at < 0 || at > len(prompt) {
			t.Fatalf("ReadReply(%q) = %s at %d: outside the prompt", prompt, r, at)
		}
		if r != Extends && at != 0 {
			t.Fatalf("ReadReply(%q) = %s at %d: only an extension has a request of its own", prompt, r, at)
		}
	})
}
