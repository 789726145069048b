package guard

import (
	"strings"
	"testing"
)

func words(s string) []word {
	var ws []word
	for _, f := range strings.Fields(s) {
		ws = append(ws, word{f, true})
	}
	return ws
}

// TestMavenPublishes reads the goals and phases of a Maven command line.
func TestMavenPublishes(t *testing.T) {
	tests := map[string]string{
		"deploy":                               "deploy",
		"-B -ntp -T4 clean deploy":             "deploy",
		"-P release -D skipTests clean deploy": "deploy",
		"-pl api -am deploy":                   "deploy",
		"release:perform":                      "release:perform",
		"release:prepare":                      "release:prepare",
		"org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy-file": "org.apache.maven.plugins:maven-deploy-plugin:3.1.1:deploy-file",
		"org.sonatype.plugins:nexus-staging-maven-plugin:release":        "org.sonatype.plugins:nexus-staging-maven-plugin:release",
		"site-deploy":                         "site-deploy",
		"jib:build":                           "jib:build",
		"appengine:deploy":                    "appengine:deploy",
		"install":                             "",
		"package -Pdeploy":                    "",
		"-pl deploy package":                  "",
		"--projects deploy install":           "",
		"deploy -Dmaven.deploy.skip=true":     "",
		"-D maven.deploy.skip deploy":         "",
		"release:prepare -DpushChanges=false": "",
		"release:perform -DdryRun=true":       "",
		"jib:dockerBuild":                     "",
		"dependency:tree":                     "",
	}
	for line, want := range tests {
		if got := mavenPublishes(words(line)); got != want {
			t.Errorf("mvn %s: %q, want %q", line, got, want)
		}
	}
}

// TestGradlePublishes reads the tasks of a Gradle command line.
func TestGradlePublishes(t *testing.T) {
	tests := map[string]string{
		"publish":                            "publish",
		":lib:publish":                       ":lib:publish",
		"-Pversion=1 publishPlugins":         "publishPlugins",
		"-P version=1 publishToMavenCentral": "publishToMavenCentral",
		"build closeAndReleaseSonatypeStagingRepository": "closeAndReleaseSonatypeStagingRepository",
		"uploadArchives":      "uploadArchives",
		"jib":                 "jib",
		"publishToMavenLocal": "",
		":lib:publishMavenJavaPublicationToMavenLocal": "",
		"build -x publish":                "",
		"build --exclude-task=publish":    "",
		"help --task publish":             "",
		"--dry-run publish":               "",
		"publish -m":                      "",
		"test --tests com.publishing.Foo": "",
		"jibDockerBuild":                  "",
	}
	for line, want := range tests {
		if got := gradlePublishes(words(line)); got != want {
			t.Errorf("gradle %s: %q, want %q", line, got, want)
		}
	}
}

func TestLocalRegistry(t *testing.T) {
	for ref, want := range map[string]bool{
		"oci://localhost:5000/charts": true, "oci://127.0.0.1/x": true, "oci://[::1]:5000/x": true,
		"localhost:5000/app:dev": true, "localhost/app": true, "127.0.0.2:5000/app": true, "registry.localhost/x": true,
		"oci://localhost.evil.com/x": false, "oci://ghcr.io/o/charts": false, "app:1": false, "$REG/app": false,
		"oci://user@localhost:5000/x": true, "https://10.0.0.1/x": false,
	} {
		if got := localRegistry(ref); got != want {
			t.Errorf("localRegistry(%q) = %v, want %v", ref, got, want)
		}
	}
}

// FuzzPublishReaders: the Maven, Gradle and registry readers take any
// words without a panic.
func FuzzPublishReaders(f *testing.F) {
	for _, s := range []string{"-D", "-Dx= deploy", "a:b:c:d:e:deploy", ":", "-x", "--exclude-task=", "oci://[::1", "@:/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		ws := words(line)
		mavenPublishes(ws)
		gradlePublishes(ws)
		localRegistry(line)
	})
}
