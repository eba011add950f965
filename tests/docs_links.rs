//! Every relative link of the documentation leads somewhere: a file or folder of the repository
//! (never outside it) and, where the link names a heading (`page.md#heading`), that heading.

use std::collections::BTreeSet;
use std::fs;
use std::path::PathBuf;

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The markdown files a reader follows links through: the root's pages, `docs/` and the
/// packaging notes.
fn pages() -> Vec<PathBuf> {
    let root = root();
    let mut pages: Vec<PathBuf> = ["README.md", "ARCHITECTURE.md", "CHANGELOG.md"]
        .iter()
        .chain(&["packaging/README.md"])
        .map(|page| root.join(page))
        .collect();
    let mut folders = vec![root.join("docs")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "md") {
                pages.push(path);
            }
        }
    }
    pages
}

/// The targets of the page's links and images, `[text](target)`, with the line of each.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let mut rest = line;
        while let Some(start) = rest.find("](") {
            rest = &rest[start + 2..];
            let Some(end) = rest.find(')') else { break };
            found.push((index + 1, rest[..end].to_string()));
            rest = &rest[end..];
        }
    }
    found
}

/// The anchor GitHub gives a heading: lower case, spaces as hyphens, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// The anchors of a page's headings.
fn anchors(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter_map(|line| line.strip_prefix('#'))
        .map(|heading| anchor(heading.trim_start_matches('#')))
        .collect()
}

#[test]
fn every_relative_link_leads_to_a_file_of_the_repository() {
    let root = fs::canonicalize(root()).unwrap();
    let mut broken = Vec::new();
    for page in pages() {
        let text = fs::read_to_string(&page).unwrap();
        let folder = page.parent().unwrap();
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (path, heading) = match target.split_once('#') {
                Some((path, heading)) => (path, Some(heading)),
                None => (target.as_str(), None),
            };
            let file = if path.is_empty() {
                page.clone()
            } else {
                folder.join(path)
            };
            let place = format!(
                "{}:{line}: {target}",
                page.strip_prefix(&root).unwrap_or(&page).display()
            );
            match fs::canonicalize(&file) {
                Err(_) => broken.push(format!("{place}: no such file")),
                Ok(file) if !file.starts_with(&root) => {
                    broken.push(format!("{place}: outside the repository"));
                }
                Ok(file) => {
                    if let Some(heading) = heading
                        && !anchors(&fs::read_to_string(&file).unwrap()).contains(heading)
                    {
                        broken.push(format!("{place}: no such heading"));
                    }
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn headings_become_the_anchors_github_gives_them() {
    assert_eq!(anchor(" Beyond N = 20"), "beyond-n--20");
    assert_eq!(anchor("Picture… and Copy"), "picture-and-copy");
    assert_eq!(
        anchor("One binary for every x86-64 CPU"),
        "one-binary-for-every-x86-64-cpu"
    );
}
