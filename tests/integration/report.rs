//! The HTML report and the pictures, as a person sees them: the page written whole (or not at
//! all), its sections and rows, pictures whose pixels are the tables' values, bad input refused,
//! and the page rendered in headless Chromium.

use crate::util::{catalogue, expect, only, run, scratch, text};
use euclid_spec::catalogue::Status;
use euclid_spec::picture::Raster;
use std::path::PathBuf;

#[test]
fn report_writes_one_whole_page() {
    let dir = scratch("report");
    let out = dir.join("page");
    let claims = ["chl2011/theorem-1", "hss2008/theorem-4", "ho2012/lemma-2-1"];
    let mut args = vec![
        "report",
        "--out",
        out.to_str().unwrap(),
        "--picture-max",
        "64",
    ];
    for c in &claims {
        args.extend(["--claim", c]);
    }
    let stdout = expect(&args, 0, "");
    assert!(stdout.contains("3 claims: 2 hold, 1 fail"), "{stdout}");
    only(&dir, &["page"]);
    only(&out, &["index.html", ".euclid-spec-report"]);
    let html = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(html.starts_with("<!doctype html>") && html.trim_end().ends_with("</html>"));
    for id in ["summary", "errata", "claims", "pictures"] {
        assert!(html.contains(&format!("id=\"{id}\"")), "section {id}");
    }
    // One row per claim run, with the statement as printed and its filter data.
    assert_eq!(html.matches("<tr id=\"").count(), claims.len());
    assert!(html.contains("data-paper=\"hss2008\" data-status=\"fails\""));
    // The errata: one box per entry expected to fail in the whole catalogue; the one that ran
    // shows its counterexample and how it was found, beside its corrected entry.
    let catalogue = catalogue();
    let empty = euclid_spec::report::Report::of(&[], None);
    let ledger = euclid_spec::report::html::errata(catalogue, &empty).len();
    assert_eq!(html.matches("class=\"erratum\"").count(), ledger);
    // HTML ids are unique.
    let mut ids: Vec<&str> = html
        .split(" id=\"")
        .skip(1)
        .map(|s| &s[..s.find('"').unwrap()])
        .collect();
    let all = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), all, "duplicate ids");
    let box_start = html.find("id=\"erratum-hss2008-theorem-4\"").unwrap();
    let theorem_4 = &html[box_start..box_start + html[box_start..].find("</div></div>").unwrap()];
    assert!(
        theorem_4.contains("hss2008/theorem-4-corrected"),
        "{theorem_4}"
    );
    assert!(
        theorem_4.contains("enumerated n = 1</code> (the pinned one)"),
        "{theorem_4}"
    );
    assert!(theorem_4.contains("How it was found"), "{theorem_4}");
    // The errata index first, one row per erratum linking its box, the numbered results
    // before the steps of proofs: hss2008 Theorem 4 before every fact false as printed.
    let index = &html[html.find("<table class=\"index\">").unwrap()..];
    let index = &index[..index.find("</table>").unwrap()];
    assert_eq!(index.matches("<tr><td><a href=\"#erratum-").count(), ledger);
    let theorem = index.find("#erratum-hss2008-theorem-4\"").unwrap();
    let first_fact = index.find("\"muted\">fact</span>");
    assert!(first_fact.is_some_and(|f| theorem < f), "{index}");
    assert!(
        html.find("<table class=\"index\">").unwrap() < box_start,
        "the index stands before the boxes"
    );
    // A text filter on the claims table.
    assert!(html.contains("<input id=\"text\" type=\"search\""));
    // Every picture inline: 12 heat maps, 6 slices as PNG; the tree and the counts as SVG.
    assert_eq!(html.matches("src=\"data:image/png;base64,").count(), 18);
    assert_eq!(html.matches("<svg ").count(), 2);
    // Version and commit, and the command that gives the run again.
    assert!(html.contains(env!("CARGO_PKG_VERSION")));
    assert!(html.contains("euclid-spec report --out"));

    // A second report replaces the first.
    expect(&args, 0, "");
    only(&dir, &["page"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn report_refuses_an_out_it_would_clobber_and_leaves_nothing_behind() {
    let dir = scratch("report-bad");
    let claim = ["--claim", "ewd1981/theorem-trail"];
    // A file where the directory would go.
    let file = dir.join("a-file");
    std::fs::write(&file, "mine").unwrap();
    let mut args = vec!["report", "--out", file.to_str().unwrap()];
    args.extend(claim);
    expect(&args, 2, "a file is there");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine");
    // A directory whose index.html is someone else's.
    let theirs = dir.join("theirs");
    std::fs::create_dir(&theirs).unwrap();
    std::fs::write(theirs.join("notes.txt"), "keep").unwrap();
    std::fs::write(theirs.join("index.html"), "my page").unwrap();
    let mut args = vec!["report", "--out", theirs.to_str().unwrap()];
    args.extend(claim);
    expect(&args, 2, "its index.html is not a report of euclid-spec");
    only(&theirs, &["index.html", "notes.txt"]);
    assert_eq!(
        std::fs::read_to_string(theirs.join("index.html")).unwrap(),
        "my page"
    );
    // A non-empty directory that no report wrote, without an index.html: refused as `--help`
    // says, left as it was.
    let busy = dir.join("busy");
    std::fs::create_dir(&busy).unwrap();
    std::fs::write(busy.join("notes.txt"), "keep").unwrap();
    let mut args = vec!["report", "--out", busy.to_str().unwrap()];
    args.extend(claim);
    expect(&args, 2, "not empty and that no report wrote");
    only(&busy, &["notes.txt"]);
    // A folder that holds a `.git`, even with a report's marker; the root, however written.
    let repo = dir.join("repo");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::write(repo.join(".euclid-spec-report"), "").unwrap();
    let mut args = vec!["report", "--out", repo.to_str().unwrap()];
    args.extend(claim);
    expect(&args, 2, "holds a .git");
    only(&repo, &[".euclid-spec-report", ".git"]);
    let above = format!("{}/{}", dir.display(), "../".repeat(64));
    for root in ["/", "//", above.as_str()] {
        let mut args = vec!["report", "--out", root];
        args.extend(claim);
        expect(&args, 2, "the root directory");
    }
    // A folder to be made named with `..`: refused before any claim runs, nothing made.
    let dotted = format!("{}/new/..", dir.display());
    let mut args = vec!["report", "--out", dotted.as_str()];
    args.extend(claim);
    expect(&args, 2, "named with `..`");
    assert!(!dir.join("new").exists());
    // A folder holding only a killed report's half-written page is empty to the next report.
    let killed = dir.join("killed");
    std::fs::create_dir(&killed).unwrap();
    std::fs::write(killed.join(".index.html.partial-4194304999"), "half").unwrap();
    let mut args = vec!["report", "--out", killed.to_str().unwrap()];
    args.extend(claim);
    expect(&args, 0, "");
    only(&killed, &[".euclid-spec-report", "index.html"]);
    std::fs::remove_dir_all(&killed).unwrap();
    std::fs::remove_dir_all(&busy).unwrap();
    std::fs::remove_dir_all(&repo).unwrap();
    // A parent that cannot be written.
    expect(
        &[
            "report",
            "--out",
            "/proc/euclid-spec/report",
            "--claim",
            "ewd1981/theorem-trail",
        ],
        2,
        "cannot",
    );
    // A selection that matches nothing: refused before anything is written.
    let fresh = dir.join("fresh");
    expect(
        &[
            "report",
            "--out",
            fresh.to_str().unwrap(),
            "--claim",
            "nosuch/claim",
        ],
        2,
        "",
    );
    only(&dir, &["a-file", "theirs"]);
    // A symbolic link, even to a report written before.
    let link = dir.join("link");
    std::os::unix::fs::symlink(&theirs, &link).unwrap();
    expect(
        &[
            "report",
            "--out",
            link.to_str().unwrap(),
            "--claim",
            "ewd1981/theorem-trail",
        ],
        2,
        "a symbolic link",
    );
    std::fs::remove_file(&link).unwrap();
    // Missing parents are made, and removed again when the report fails.
    let deep = dir.join("new").join("deeper").join("page");
    expect(
        &[
            "report",
            "--out",
            deep.to_str().unwrap(),
            "--claim",
            "nosuch/claim",
        ],
        2,
        "",
    );
    // Sizes refused before any claim runs, up to u64::MAX.
    for (flag, size) in [
        ("--picture-max", "1"),
        ("--picture-max", "18446744073709551615"),
        ("--slice-max", "18446744073709551615"),
    ] {
        let o = run(&[
            "report",
            "--out",
            dir.join("sizes").to_str().unwrap(),
            "--claim",
            "ewd1981/theorem-trail",
            flag,
            size,
        ]);
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(2), "{flag} {size}: {err}");
        assert!(
            !err.contains("panicked") && !err.contains("[1/1]"),
            "{flag} {size}: {err}"
        );
    }
    // Sizes past a picture's limit.
    let big = dir.join("big");
    expect(
        &[
            "report",
            "--out",
            big.to_str().unwrap(),
            "--claim",
            "ewd1981/theorem-trail",
            "--picture-max",
            "40000",
        ],
        2,
        "16384 a side",
    );
    only(&dir, &["a-file", "theirs"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn plot_draws_each_kind_and_refuses_bad_input() {
    let dir = scratch("plot");
    let file = |name: &str| dir.join(name).to_str().unwrap().to_string();
    for (args, name) in [
        (vec!["plot", "grossman", "--max", "40"], "g.png"),
        (
            vec!["plot", "misere-m-euclid", "--max", "30", "--p-positions"],
            "m.svg",
        ),
        (vec!["plot", "g1", "--a", "2", "--max", "20"], "g1.png"),
        (
            vec!["plot", "calkin-wilf", "--generations", "4", "--node", "3/2"],
            "t.svg",
        ),
        (vec!["plot", "counts", "--generations", "8"], "c.png"),
    ] {
        let out = file(name);
        let mut args = args.clone();
        args.extend(["--out", &out]);
        let o = run(&args);
        let (_, err) = text(&o);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
        let bytes = std::fs::read(&out).unwrap();
        if name.ends_with(".png") {
            let r = Raster::from_png(&bytes).unwrap();
            assert!(r.width > 100 && r.height > 100, "{name}");
        } else {
            let svg = String::from_utf8(bytes).unwrap();
            assert!(
                svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"),
                "{name}"
            );
        }
        // The caption says what the eye should see.
        assert!(err.lines().count() >= 2, "{args:?}: {err}");
    }
    let before: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    for (args, needle) in [
        (vec!["plot", "wythoff"], "unknown plot kind `wythoff`"),
        (vec!["plot", "grossman", "--max", "40000"], "16384 a side"),
        (vec!["plot", "grossman", "--a", "3"], "--a does not apply"),
        (
            vec!["plot", "calkin-wilf", "--node", "2/4"],
            "not in lowest terms",
        ),
        (
            vec!["plot", "calkin-wilf", "--node", "5/8", "--generations", "3"],
            "generation 5",
        ),
        (vec!["plot", "calkin-wilf", "--node", "x"], "not a node"),
        (
            vec!["plot", "counts", "--generations", "90"],
            "2 to 26 generations",
        ),
        (vec!["plot", "serial-nim"], "no picture"),
        (vec!["plot", "g2", "--max", "-3"], "positive integer"),
        (
            vec!["plot", "grossman", "--max", "18446744073709551615"],
            "16384 a side",
        ),
        (
            vec!["plot", "cole-davie", "--max", "18446744073709551615"],
            "16384 a side",
        ),
        (
            vec!["plot", "g2", "--a", "18446744073709551615", "--max", "2"],
            "go up to",
        ),
        (
            vec!["plot", "calkin-wilf", "--node", "18446744073709551615/1"],
            "can draw",
        ),
    ] {
        let out = file("refused.png");
        let mut args = args.clone();
        args.extend(["--out", &out]);
        expect(&args, 2, needle);
    }
    expect(
        &["plot", "grossman", "--out", &file("x.jpg")],
        2,
        ".png or .svg",
    );
    expect(
        &["plot", "grossman", "--out", "/proc/euclid-spec/x.png"],
        2,
        "cannot write",
    );
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        before.len(),
        "nothing new written"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Where a Chromium is: `$CHROMIUM`, else the usual names on the PATH.
fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .find_map(|name| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|d| d.join(name))
                    .find(|p| p.is_file())
            })
        })
}

#[test]
fn the_page_renders_in_headless_chromium() {
    let Some(browser) = chromium() else {
        assert!(
            std::env::var_os("EUCLID_SPEC_REQUIRE_BROWSER").is_none(),
            "EUCLID_SPEC_REQUIRE_BROWSER is set but no Chromium was found ($CHROMIUM, chromium, \
             chromium-browser, google-chrome)"
        );
        eprintln!(
            "SKIPPED the_page_renders_in_headless_chromium: no Chromium on this machine \
             (install Debian's `chromium`, or set $CHROMIUM); .ci/run installs it"
        );
        return;
    };
    let dir = scratch("chromium");
    let out = dir.join("page");
    expect(
        &[
            "report",
            "--out",
            out.to_str().unwrap(),
            "--claim",
            "hss2008/theorem-4",
            "--picture-max",
            "128",
        ],
        0,
        "",
    );
    let shot = dir.join("shot.png");
    let profile = dir.join("profile");
    let o = std::process::Command::new(&browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--window-size=1280,4000",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--screenshot={}", shot.display()))
        .arg(format!("file://{}", out.join("index.html").display()))
        .output()
        .unwrap();
    assert!(
        shot.exists(),
        "no screenshot from {}: {}",
        browser.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    let r = Raster::from_png(&std::fs::read(&shot).unwrap()).unwrap();
    assert_eq!((r.width, r.height), (1280, 4000));
    // Not blank: many colours (text, cards, the pictures' scales), and no colour covering
    // nearly everything.
    let mut counts: std::collections::HashMap<(u8, u8, u8), u64> = Default::default();
    for y in 0..r.height {
        for x in 0..r.width {
            let c = r.get(x, y).unwrap();
            *counts.entry((c.0, c.1, c.2)).or_default() += 1;
        }
    }
    let most = counts.values().max().copied().unwrap_or(0);
    let all = u64::from(r.width) * u64::from(r.height);
    assert!(
        counts.len() > 50,
        "{} colours in the screenshot",
        counts.len()
    );
    assert!(
        most * 100 < all * 95,
        "one colour covers {most} of {all} pixels"
    );
    // Text was drawn: dark pixels in the header band.
    let dark = (0..r.width)
        .flat_map(|x| (0..120).map(move |y| (x, y)))
        .filter(|&(x, y)| {
            let c = r.get(x, y).unwrap();
            u32::from(c.0) + u32::from(c.1) + u32::from(c.2) < 200
        })
        .count();
    assert!(dark > 500, "{dark} dark pixels in the header");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_errata_ledger_pairs_each_failing_entry_with_what_holds() {
    use euclid_spec::report::html::{errata, ErratumKind};
    let catalogue = catalogue();
    let empty = euclid_spec::report::Report::of(&[], None);
    let ledger = errata(catalogue, &empty);
    let of_kind = |k| ledger.iter().filter(|e| e.kind == k).count();
    // Every entry expected to fail is in the ledger once: as printed, or as another reading.
    let fails = |other: bool| {
        catalogue
            .claims
            .iter()
            .filter(|c| c.expected == Status::Fails && c.other_reading_of.is_some() == other)
            .count()
    };
    assert_eq!(of_kind(ErratumKind::FalseAsPrinted), fails(false));
    assert_eq!(of_kind(ErratumKind::ReadingThatFails), fails(true));
    // Printed words that hold but were corrected (ho2012 Theorem 5.2 compares a game with
    // itself) are misprints that hold.
    assert!(ledger
        .iter()
        .any(|e| e.kind == ErratumKind::MisprintThatHolds && e.printed.id == "ho2012/theorem-5-2"));
    for e in &ledger {
        let want = match e.kind {
            ErratumKind::MisprintThatHolds => Status::Holds,
            _ => Status::Fails,
        };
        assert_eq!(e.printed.expected, want, "{}", e.printed.id);
        assert!(e.record.is_none(), "nothing ran");
        for (other, _, _) in &e.beside {
            assert_eq!(
                other.expected,
                Status::Holds,
                "{} beside {}",
                other.id,
                e.printed.id
            );
        }
    }
    // Every correction stands beside the entry it corrects, every failing reading beside its
    // printed entry.
    for c in &catalogue.claims {
        let find = |id: &str| ledger.iter().find(|e| e.printed.id == id);
        if let Some(of) = &c.corrects {
            let e =
                find(of).unwrap_or_else(|| panic!("{of}, corrected by {}, is no erratum", c.id));
            assert!(
                e.beside.iter().any(|(o, _, _)| o.id == c.id),
                "{} beside {of}",
                c.id
            );
        }
        if let (Some(of), Status::Fails) = (&c.other_reading_of, c.expected) {
            let e = find(&c.id).unwrap();
            assert_eq!(e.kind, ErratumKind::ReadingThatFails);
            assert!(
                e.beside.iter().any(|(o, _, _)| &o.id == of),
                "{of} beside {}",
                c.id
            );
        }
    }
}
