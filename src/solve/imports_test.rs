//! The engine's rooms, read from their source as a newcomer reads them: no room imports one
//! that imports it back (the front doors, `mod.rs`, import their rooms, so a room takes what
//! it needs from the room that holds it, never through a front door), and nothing of the
//! crate outside `solve/` and `board.rs` is imported. Tests are left out: a test may use any
//! room.
//!
//! A module imports another when its code outside tests and comments names it in a path: from
//! `crate::`, `super::`, `self::`, or a child module's name. `cargo test --lib imports --
//! --nocapture` prints the graph.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Modules by their path from the crate's root (`solve::count::matcher`), and what each
/// imports.
type Graph = BTreeMap<String, BTreeSet<String>>;

/// The source of `solve/` and `board.rs`, by module path.
fn engine_sources() -> BTreeMap<String, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = BTreeMap::new();
    let board = std::fs::read_to_string(src.join("board.rs")).expect("src/board.rs");
    sources.insert("board".to_owned(), board);
    let mut folders = vec![(src.join("solve"), "solve".to_owned())];
    while let Some((folder, module)) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder of src/solve") {
            let path = entry.expect("a file of src/solve").path();
            let name = path
                .file_stem()
                .and_then(|stem| stem.to_str())
                .unwrap_or("");
            if path.is_dir() {
                folders.push((path.clone(), format!("{module}::{name}")));
            } else if path.extension().is_some_and(|extension| extension == "rs") {
                let source = std::fs::read_to_string(&path).expect("a source file");
                let key = if name == "mod" {
                    module.clone()
                } else {
                    format!("{module}::{name}")
                };
                sources.insert(key, source);
            }
        }
    }
    // Modules declared for tests alone (`#[cfg(test)] mod imports_test;`) are tests.
    let test_modules: Vec<String> = sources
        .iter()
        .flat_map(|(module, source)| {
            let lines: Vec<&str> = source.lines().map(str::trim).collect();
            lines
                .windows(2)
                .filter(|pair| pair[0] == "#[cfg(test)]")
                .filter_map(|pair| pair[1].strip_prefix("mod ")?.strip_suffix(';'))
                .map(|name| format!("{module}::{name}"))
                .collect::<Vec<_>>()
        })
        .collect();
    for module in test_modules {
        sources.remove(&module);
    }
    sources
}

/// `source` without its comments and without the items marked `#[cfg(test)]`.
fn code_outside_tests(source: &str) -> String {
    let mut code = String::new();
    let mut lines = source.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            // Skip the item: to the brace that closes it, or its semicolon.
            let mut depth = 0usize;
            for line in lines.by_ref() {
                let line = line.split("//").next().unwrap_or("");
                for character in line.chars() {
                    match character {
                        '{' => depth += 1,
                        '}' => depth = depth.saturating_sub(1),
                        _ => {}
                    }
                }
                let trimmed = line.trim_end();
                if depth == 0 && (trimmed.ends_with('}') || trimmed.ends_with(';')) {
                    break;
                }
            }
            continue;
        }
        code.push_str(line.split("//").next().unwrap_or(""));
        code.push('\n');
    }
    code
}

/// The paths `code` names: each `use` declaration's, its braces spelled out, and every other
/// run of `name::name…`.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(start) = rest.find("use ") {
        let before_is_word = rest[..start]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        let Some(end) = rest[start..].find(';') else {
            break;
        };
        if !before_is_word {
            spell_out("", &rest[start + 4..start + end], &mut found);
        }
        rest = &rest[start + end + 1..];
    }
    // Every run of names joined by `::` (a `use`'s again, which changes nothing).
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '$'))
        .filter(|word| word.contains("::"))
        .collect();
    for word in words {
        let segments: Vec<String> = word
            .trim_start_matches("::")
            .split("::")
            .filter(|segment| !segment.is_empty())
            .map(str::to_owned)
            .collect();
        if segments.len() > 1 {
            found.push(segments);
        }
    }
    found
}

/// The paths of the `use` tree `tree`, after `prefix`.
fn spell_out(prefix: &str, tree: &str, found: &mut Vec<Vec<String>>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head = format!("{prefix}{}", &tree[..open]);
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        // Split on the commas outside nested braces.
        let mut depth = 0;
        let mut from = 0;
        for (at, character) in inner.char_indices() {
            match character {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    spell_out(&head, &inner[from..at], found);
                    from = at + 1;
                }
                _ => {}
            }
        }
        spell_out(&head, &inner[from..], found);
    } else if !tree.is_empty() {
        let path = format!("{prefix}{tree}");
        let path = path.split(" as ").next().unwrap_or(&path);
        found.push(
            path.split("::")
                .map(|segment| segment.trim().to_owned())
                .filter(|segment| !segment.is_empty())
                .collect(),
        );
    }
}

/// Where `path`, named in `module`, leads among `modules`: the deepest module it goes
/// through, or `None` for a path out of the crate (`std::…`) or to a name in scope.
fn resolve(module: &str, path: &[String], modules: &BTreeSet<String>) -> Option<String> {
    let mut at: Vec<&str> = module.split("::").collect();
    let mut segments = path.iter().map(String::as_str).peekable();
    match *segments.peek()? {
        "crate" | "$crate" => {
            at.clear();
            segments.next();
        }
        "self" => {
            segments.next();
        }
        "super" => {
            while segments.next_if_eq(&"super").is_some() {
                at.pop();
            }
        }
        child if modules.contains(&format!("{module}::{child}")) => {}
        _ => return None,
    }
    for segment in segments {
        let deeper = if at.is_empty() {
            segment.to_owned()
        } else {
            format!("{}::{segment}", at.join("::"))
        };
        if !modules.contains(&deeper) {
            // An item of the crate's root outside the engine (`crate::formats`) is a room of
            // its own: named so that the layering check sees it.
            if at.is_empty() {
                return Some(deeper);
            }
            break;
        }
        at.push(segment);
    }
    Some(at.join("::"))
}

/// What each of `sources`' modules imports.
fn graph(sources: &BTreeMap<String, String>) -> Graph {
    let modules: BTreeSet<String> = sources.keys().cloned().collect();
    sources
        .iter()
        .map(|(module, source)| {
            let imports = paths(&code_outside_tests(source))
                .iter()
                .filter_map(|path| resolve(module, path, &modules))
                .filter(|target| target != module && !target.is_empty())
                .collect();
            (module.clone(), imports)
        })
        .collect()
}

/// The circles of `graph`, each as the modules around it, from the first back to it.
fn circles(graph: &Graph) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for (from, imports) in graph {
        for to in imports {
            // A path back from `to` to `from`, by breadth-first search.
            let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
            let mut queue = std::collections::VecDeque::from([to.as_str()]);
            while let Some(at) = queue.pop_front() {
                if at == from {
                    let mut circle = vec![from.clone()];
                    let mut step = from.as_str();
                    while step != to {
                        step = came_from[step];
                        circle.push(step.to_owned());
                    }
                    circle[1..].reverse();
                    circle.push(from.clone());
                    found.push(circle);
                    break;
                }
                for next in graph.get(at).into_iter().flatten() {
                    if next != to && !came_from.contains_key(next.as_str()) {
                        came_from.insert(next, at);
                        queue.push_back(next);
                    }
                }
            }
        }
    }
    found
}

#[test]
fn no_room_of_the_engine_imports_one_that_imports_it_back() {
    let graph = graph(&engine_sources());
    for (module, imports) in &graph {
        let imports: Vec<&str> = imports.iter().map(String::as_str).collect();
        println!("{module} -> {}", imports.join(", "));
    }
    assert!(
        graph.contains_key("solve::count::matcher"),
        "the rooms were read"
    );
    let circles = circles(&graph);
    assert!(
        circles.is_empty(),
        "import circles: {}",
        circles
            .iter()
            .map(|circle| circle.join(" -> "))
            .collect::<Vec<_>>()
            .join("; ")
    );
}

#[test]
fn the_engine_imports_nothing_else_of_the_crate() {
    let graph = graph(&engine_sources());
    let outside: Vec<String> = graph
        .iter()
        .flat_map(|(module, imports)| imports.iter().map(move |to| (module, to)))
        .filter(|(_, to)| !(to.starts_with("solve") || to.as_str() == "board"))
        .map(|(module, to)| format!("{module} -> {to}"))
        .collect();
    assert!(outside.is_empty(), "{outside:?}");
}

#[test]
fn the_reading_sees_circles_through_front_doors_and_braces_and_skips_tests() {
    let sources = |files: &[(&str, &str)]| -> BTreeMap<String, String> {
        files
            .iter()
            .map(|(module, source)| ((*module).to_owned(), (*source).to_owned()))
            .collect()
    };
    // A room that takes an item through its front door.
    let front_door = sources(&[
        (
            "solve",
            "mod a;\npub use a::Thing;\n/// The shared one.\npub struct Shared;\n",
        ),
        ("solve::a", "use crate::solve::Shared;\npub struct Thing;\n"),
    ]);
    assert_eq!(
        circles(&graph(&front_door)),
        [
            ["solve", "solve::a", "solve"],
            ["solve::a", "solve", "solve::a"]
        ]
    );
    // Siblings through braces and `super::`, and three around.
    let siblings = sources(&[
        ("solve", "pub mod count;\n"),
        ("solve::count", "mod a;\nmod b;\nmod c;\n"),
        ("solve::count::a", "use super::{b::{One, Two}, other};\n"),
        ("solve::count::b", "fn f() { super::c::go() }\n"),
        ("solve::count::c", "use crate::solve::count::a as far;\n"),
    ]);
    assert_eq!(circles(&graph(&siblings)).len(), 3);
    // The same with the way back only in tests and comments.
    let tests_only = sources(&[
        ("solve::count::a", "use super::b::One;\n"),
        (
            "solve::count::b",
            "// super::a::Two\n#[cfg(test)]\nmod tests {\n    use super::super::a::Two;\n}\n",
        ),
    ]);
    assert!(circles(&graph(&tests_only)).is_empty());
    let outside = graph(&sources(&[("solve::a", "use crate::formats::Format;\n")]));
    assert_eq!(outside["solve::a"], BTreeSet::from(["formats".to_owned()]));
}
