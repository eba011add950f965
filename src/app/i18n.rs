//! The window's words in the user's language: the Fluent catalogues of `i18n/` (the fonts that
//! draw them are in `fonts.rs`).
//!
//! A message is named by its id and drawn in the language of the thread that draws it
//! ([`set_language`]): egui lays the window out on one thread, and each kittest harness runs on
//! its test's thread, so two windows in two languages never see each other's words. What a
//! view keeps to show later is kept as a [`Message`] (the id and its arguments), not as text, so
//! that a change of language changes it too, at the next frame.

use std::cell::Cell;
use std::fmt;

use eframe::egui;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::units::grouped;

/// Defines [`Language`] from one list: each language's variant, its BCP 47 tag, the folder
/// of its catalogues (`i18n/<folder>/<topic>.ftl`, one file per topic of [`TOPICS`]), its name
/// in itself and in English, the faces of the system that draw it, best first (none: egui's
/// own draw it), and the words it counts large numbers in by ten thousands and hundred
/// millions, if it does. Adding a language is an entry here and its catalogues: everything
/// else is made from the list, and the tests invoke the macro again with a fourth language.
macro_rules! languages {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident {
            tag: $tag:literal,
            folder: $folder:literal,
            own_name: $own_name:literal,
            english_name: $english_name:literal,
            faces: [$($face:literal),* $(,)?],
            myriads: $myriads:expr $(,)?
        }
    ),+ $(,)?) => {
        /// A language the window speaks.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, ::serde::Deserialize, ::serde::Serialize)]
        pub enum Language {
            $($(#[doc = $doc])* $variant,)+
        }

        impl Language {
            /// Every language, in the order the window offers them.
            pub const ALL: [Self; [$(Self::$variant),+].len()] = [$(Self::$variant),+];

            /// How many languages there are.
            pub const COUNT: usize = Self::ALL.len();

            /// Its place in [`Self::ALL`], for tables of one entry per language.
            pub const fn index(self) -> usize {
                self as usize
            }

            /// The language a locale (`zh-CN`, `ko-KR`, `zh_CN.UTF-8`, `en-GB`) asks for;
            /// `None` for any the window does not speak.
            pub fn of_locale(locale: &str) -> Option<Self> {
                Self::ALL
                    .into_iter()
                    .find(|language| $crate::app::i18n::locale_asks_for(locale, language.tag()))
            }

            /// The language of the desktop (`LC_ALL`, `LC_MESSAGES`, `LANG` on Linux; the
            /// user's display language on Windows), the first of [`Self::ALL`] when it is one
            /// the window does not speak.
            pub fn of_desktop() -> Self {
                sys_locale::get_locales()
                    .find_map(|locale| Self::of_locale(&locale))
                    .unwrap_or_default()
            }

            /// The BCP 47 tag.
            pub const fn tag(self) -> &'static str {
                match self {
                    $(Self::$variant => $tag,)+
                }
            }

            /// The language's name in itself, as a language menu shows it.
            pub const fn own_name(self) -> &'static str {
                match self {
                    $(Self::$variant => $own_name,)+
                }
            }

            /// The language's name in English, for where no font may draw its own name.
            pub const fn english_name(self) -> &'static str {
                match self {
                    $(Self::$variant => $english_name,)+
                }
            }

            /// The system's faces that draw it, by family name, best first; none when egui's
            /// own faces draw it.
            pub const fn faces(self) -> &'static [&'static str] {
                match self {
                    $(Self::$variant => &[$($face),*],)+
                }
            }

            /// The words for ten thousand and a hundred million in a language that counts
            /// large numbers by them (`520 万`, `4,952만`); `None` for one that counts by
            /// thousands.
            pub const fn myriads(self) -> Option<(&'static str, &'static str)> {
                match self {
                    $(Self::$variant => $myriads,)+
                }
            }
        }

        impl Default for Language {
            fn default() -> Self {
                Self::ALL[0]
            }
        }

        /// Every catalogue file, as the build embeds it: `(language, topic, text)`.
        pub fn catalogue_files() -> impl Iterator<Item = (Language, &'static str, &'static str)> {
            [$(
                (Language::$variant, topics!(files $folder)),
            )+]
            .into_iter()
            .flat_map(|(language, files)| {
                $crate::app::i18n::TOPICS.into_iter().zip(files).map(move |(topic, text)| (language, topic, text))
            })
        }

        /// The language's messages, built once for the whole process.
        fn bundle(language: Language) -> &'static $crate::app::i18n::Bundle {
            static BUNDLES: [::std::sync::OnceLock<$crate::app::i18n::Bundle>; Language::COUNT] =
                [const { ::std::sync::OnceLock::new() }; Language::COUNT];
            BUNDLES[language.index()].get_or_init(|| {
                $crate::app::i18n::make_bundle(
                    language.tag(),
                    catalogue_files()
                        .filter(|&(l, _, _)| l == language)
                        .map(|(_, topic, text)| (topic, text)),
                )
            })
        }
    };
}

/// The topics of the catalogues, in one list: `topics!(files "en")` embeds a language's files
/// in this order.
macro_rules! topics {
    (@list $callback:ident $($args:tt)*) => {
        $callback!($($args)* ["window", "words", "browse", "place", "watch", "teach", "file", "judge", "export", "picture"])
    };
    (files $folder:literal) => {
        topics!(@list embed $folder)
    };
    (names) => {
        topics!(@list names)
    };
}

macro_rules! embed {
    ($folder:literal [$($topic:literal),+]) => {
        [$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $folder, "/", $topic, ".ftl"))),+]
    };
}

macro_rules! names {
    ([$($topic:literal),+]) => {
        [$($topic),+]
    };
}

/// The topics of the catalogues: one Fluent file per language and topic.
pub const TOPICS: [&str; topics!(names).len()] = topics!(names);

languages! {
    /// English, the language of the command line too.
    English {
        tag: "en",
        folder: "i18n/en",
        own_name: "English",
        english_name: "English",
        faces: [],
        myriads: None,
    },
    /// Simplified Chinese (`zh-Hans`).
    Chinese {
        tag: "zh-Hans",
        folder: "i18n/zh-Hans",
        own_name: "简体中文",
        english_name: "Simplified Chinese",
        // The Noto CJK and Source Han faces of Linux, the system's own on Windows and macOS,
        // then others common on Linux. A Japanese face draws some characters differently.
        faces: [
            "Noto Sans CJK SC",
            "Source Han Sans SC",
            "Source Han Sans CN",
            "Microsoft YaHei",
            "PingFang SC",
            "Noto Sans SC",
            "WenQuanYi Micro Hei",
            "WenQuanYi Zen Hei",
        ],
        myriads: Some((" 万", " 亿")),
    },
    /// Korean (`ko`).
    Korean {
        tag: "ko",
        folder: "i18n/ko",
        own_name: "한국어",
        english_name: "Korean",
        faces: [
            "Noto Sans CJK KR",
            "Source Han Sans KR",
            "Source Han Sans K",
            "Malgun Gothic",
            "Apple SD Gothic Neo",
            "Noto Sans KR",
            "NanumGothic",
            "UnDotum",
        ],
        myriads: Some(("만", "억")),
    },
}

/// Whether a locale (`zh_CN.UTF-8`, `en-GB`) asks for the language tagged `tag` (`zh-Hans`):
/// the same language, and no other script, where the tag names one. A locale's script is its
/// own subtag, or for Chinese the one its region writes: Traditional (`Hant`) in Taiwan, Hong
/// Kong and Macau, Simplified elsewhere.
fn locale_asks_for(locale: &str, tag: &str) -> bool {
    let locale = locale
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .replace('_', "-");
    let mut locale = locale.split('-').map(str::to_ascii_lowercase);
    let mut tag = tag.split('-').map(str::to_ascii_lowercase);
    let (Some(language), Some(wanted)) = (locale.next(), tag.next()) else {
        return false;
    };
    if language != wanted {
        return false;
    }
    let Some(wanted_script) = tag.next() else {
        return true;
    };
    let subtags: Vec<String> = locale.collect();
    let script = subtags
        .iter()
        .find(|subtag| subtag.len() == 4)
        .cloned()
        .or_else(|| {
            (language == "zh").then(|| {
                let traditional = subtags
                    .iter()
                    .any(|subtag| ["tw", "hk", "mo"].contains(&subtag.as_str()));
                if traditional { "hant" } else { "hans" }.to_string()
            })
        });
    script.is_none_or(|script| script == wanted_script)
}

type Bundle = FluentBundle<FluentResource>;

/// A language's messages from its catalogue files, `(topic, text)`.
fn make_bundle<'a>(tag: &str, files: impl Iterator<Item = (&'a str, &'static str)>) -> Bundle {
    let language: unic_langid::LanguageIdentifier = tag.parse().expect("the tags are valid");
    let mut bundle = Bundle::new_concurrent(vec![language]);
    // The window draws left to right in every language it speaks: no isolation marks, which
    // egui would draw as boxes.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(format_number));
    for (topic, text) in files {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(_, errors)| {
            panic!("the {topic} catalogue of {tag} does not parse: {errors:?}")
        });
        bundle.add_resource(resource).unwrap_or_else(|errors| {
            panic!("the {topic} catalogue of {tag} repeats a message: {errors:?}")
        });
    }
    bundle
}

/// Whole numbers grouped by thousands, as English, Chinese and Korean all write them
/// (`14,772,512`); Fluent's own formatting would not group them.
fn format_number<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number)
            if number.value.fract() == 0.0
                && number.value >= 0.0
                && number.value < 2f64.powi(53) =>
        {
            Some(grouped(number.value as u64))
        }
        _ => None,
    }
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Makes `language` the one this thread's words are drawn in.
pub fn set_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// The language this thread's words are drawn in.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A whole number: grouped when shown, and it chooses a plural where a language has them.
    Number(u64),
    /// Text shown as it is: a path, a square's name, a figure already formatted.
    Text(String),
    /// Another message, drawn in the same language.
    Message(Box<Message>),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Self {
                Self::Number(value as u64)
            }
        }
    )*};
}
number_args!(u64, usize, u32, u8);

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Self::Text(value.to_string())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Self::Text(value)
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Self {
        Self::Text(value.clone())
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Self {
        Self::Message(Box::new(value))
    }
}

impl From<std::path::Display<'_>> for Arg {
    fn from(value: std::path::Display<'_>) -> Self {
        Self::Text(value.to_string())
    }
}

/// A message to show: its id in the catalogues and its arguments. It is turned into words
/// (`to_string`) when drawn, in the language of that moment.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Message {
    /// The message `id` with `args`; [`message!`](crate::message) is shorter.
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Self { id, args }
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message in `language`.
    pub fn in_language(&self, language: Language) -> String {
        let bundle = bundle(language);
        let Some(pattern) = bundle
            .get_message(self.id)
            .and_then(|message| message.value())
        else {
            debug_assert!(false, "no message {} in {}", self.id, language.tag());
            return self.id.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &self.args {
            let value = match arg {
                Arg::Number(number) if *number < 1 << 53 => FluentValue::from(*number),
                Arg::Number(number) => FluentValue::from(grouped(*number)),
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Message(message) => FluentValue::from(message.in_language(language)),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        debug_assert!(
            errors.is_empty(),
            "message {} in {}: {errors:?}",
            self.id,
            language.tag()
        );
        text.into_owned()
    }
}

impl fmt::Display for Message {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&self.in_language(language()))
    }
}

impl From<Message> for egui::WidgetText {
    fn from(message: Message) -> Self {
        message.to_string().into()
    }
}

impl From<Message> for egui::RichText {
    fn from(message: Message) -> Self {
        Self::new(message.to_string())
    }
}

/// A message to show later: `message!("browse-found", count = 92)`.
#[macro_export]
macro_rules! message {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::app::i18n::Message::new(
            $id,
            vec![$((stringify!($name), $crate::app::i18n::Arg::from($value))),*],
        )
    };
}

/// A message's words now, in this thread's language: `tr!("browse-found", count = 92)`.
#[macro_export]
macro_rules! tr {
    ($($message:tt)*) => {
        $crate::message!($($message)*).to_string()
    };
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    /// Each message of a catalogue text with the variables it uses: a message starts at a line
    /// `id = …`, and its lines that follow are indented (or close a selector).
    fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
        let mut messages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut current = None;
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if let Some((id, _)) = line
                .split_once(" = ")
                .filter(|_| !line.starts_with([' ', '}']))
            {
                assert!(
                    messages.insert(id.to_string(), BTreeSet::new()).is_none(),
                    "{id} twice"
                );
                current = Some(id.to_string());
            }
            let id = current.as_ref().expect("a message starts the file");
            let variables = line.split('$').skip(1).map(|rest| {
                rest.chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect::<String>()
            });
            messages.get_mut(id).expect("just added").extend(variables);
        }
        messages
    }

    /// Every message of a language, with its variables, over all its topics.
    fn catalogue(language: Language) -> BTreeMap<String, BTreeSet<String>> {
        catalogue_files()
            .filter(|&(l, _, _)| l == language)
            .flat_map(|(_, _, text)| messages(text))
            .collect()
    }

    /// The list of languages again, with a fourth whose catalogues are the tests' own
    /// (`tests/i18n/eo`): nothing but the entry and its files is needed for it to load.
    #[allow(
        dead_code,
        reason = "the list makes what the window needs; this test loads it"
    )]
    mod a_fourth_language {
        use fluent_bundle::FluentArgs;

        use super::super::TOPICS;

        languages! {
            /// English.
            English {
                tag: "en",
                folder: "i18n/en",
                own_name: "English",
                english_name: "English",
                faces: [],
                myriads: None,
            },
            /// Simplified Chinese.
            Chinese {
                tag: "zh-Hans",
                folder: "i18n/zh-Hans",
                own_name: "简体中文",
                english_name: "Simplified Chinese",
                faces: ["Noto Sans CJK SC"],
                myriads: Some((" 万", " 亿")),
            },
            /// Korean.
            Korean {
                tag: "ko",
                folder: "i18n/ko",
                own_name: "한국어",
                english_name: "Korean",
                faces: ["Noto Sans CJK KR"],
                myriads: Some(("만", "억")),
            },
            /// Esperanto, for this test only.
            Esperanto {
                tag: "eo",
                folder: "tests/i18n/eo",
                own_name: "Esperanto",
                english_name: "Esperanto",
                faces: [],
                myriads: None,
            },
        }

        fn say(language: Language, id: &str, count: u32) -> String {
            let bundle = bundle(language);
            let pattern = bundle
                .get_message(id)
                .and_then(|message| message.value())
                .unwrap_or_else(|| panic!("{id} in {}", language.tag()));
            let mut args = FluentArgs::new();
            args.set("count", count);
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            assert!(errors.is_empty(), "{errors:?}");
            text.into_owned()
        }

        #[test]
        fn loads_from_its_entry_and_its_catalogues_alone() {
            assert_eq!(Language::COUNT, 4);
            assert_eq!(Language::ALL.map(Language::index), [0, 1, 2, 3]);
            assert_eq!(
                catalogue_files()
                    .filter(|&(l, _, _)| l == Language::Esperanto)
                    .count(),
                TOPICS.len()
            );
            assert_eq!(say(Language::Esperanto, "bytes", 1), "1 bajto");
            assert_eq!(say(Language::Esperanto, "bytes", 92), "92 bajtoj");
            assert_eq!(
                say(Language::Esperanto, "mode-watch", 0),
                "Rigardi la serĉon"
            );
            // The languages before it keep their own bundles.
            assert_eq!(say(Language::English, "bytes", 92), "92 bytes");
            assert_eq!(say(Language::Korean, "mode-watch", 0), "탐색 지켜보기");
            assert_eq!(Language::of_locale("eo.UTF-8"), Some(Language::Esperanto));
            assert_eq!(Language::default(), Language::English);
        }
    }

    #[test]
    fn every_language_has_every_message_with_the_same_variables() {
        let english = catalogue(Language::English);
        assert!(english.len() > 300, "{} messages", english.len());
        for language in [Language::Chinese, Language::Korean] {
            let other = catalogue(language);
            for (id, variables) in &english {
                let Some(theirs) = other.get(id) else {
                    panic!("{} lacks {id}", language.tag());
                };
                assert_eq!(theirs, variables, "{id} in {}", language.tag());
            }
            for id in other.keys() {
                assert!(
                    english.contains_key(id),
                    "{} has {id}, English does not",
                    language.tag()
                );
            }
            // Each parses, and each message has a value.
            for id in other.keys() {
                assert!(
                    bundle(language)
                        .get_message(id)
                        .and_then(|m| m.value())
                        .is_some(),
                    "{id} in {}",
                    language.tag()
                );
            }
        }
    }

    /// The ids the window's code names (`tr!("id"`, `message!("id"`), read from its source.
    fn ids_in_code() -> BTreeSet<String> {
        fn visit(folder: &std::path::Path, ids: &mut BTreeSet<String>) {
            for entry in std::fs::read_dir(folder).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    visit(&path, ids);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let code = std::fs::read_to_string(&path).unwrap();
                    for macro_name in ["tr!(", "message!("] {
                        for (at, _) in code.match_indices(macro_name) {
                            let rest = code[at + macro_name.len()..].trim_start();
                            if let Some(quoted) = rest.strip_prefix('"') {
                                let id = quoted.split('"').next().unwrap();
                                let is_id = !id.is_empty()
                                    && id.bytes().all(|b| {
                                        b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'
                                    });
                                if is_id {
                                    ids.insert(id.to_string());
                                }
                            }
                        }
                    }
                }
            }
        }
        let mut ids = BTreeSet::new();
        visit(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app"),
            &mut ids,
        );
        // The numbered steps of each variant are message ids the watch view translates.
        for variant in crate::solve::trace::Variant::ALL {
            let steps = crate::solve::listing::steps(variant);
            ids.extend(steps.lines.iter().map(|line| line.text.to_string()));
        }
        ids
    }

    #[test]
    fn the_code_names_every_message_and_only_those_of_the_catalogues() {
        let english = catalogue(Language::English);
        let used = ids_in_code();
        for id in &used {
            // The examples in this file's comments are not messages.
            if id == "id" || id == "browse-found" {
                continue;
            }
            assert!(
                english.contains_key(id),
                "the code names {id}, which no catalogue has"
            );
        }
        for id in english.keys() {
            assert!(
                used.contains(id),
                "{id} is in the catalogues but no code says it"
            );
        }
    }

    #[test]
    fn numbers_are_grouped_and_plurals_follow_each_language() {
        let solutions = |total: u64, language| {
            message!("solutions-of-n", total = total, unique = 1u64).in_language(language)
        };
        assert_eq!(solutions(1, Language::English), "1 solution, 1 unique");
        assert_eq!(
            solutions(14_772_512, Language::English),
            "14,772,512 solutions, 1 unique"
        );
        assert_eq!(
            solutions(14_772_512, Language::Chinese),
            "14,772,512 个解，其中 1 个本质不同"
        );
        assert_eq!(solutions(1, Language::Korean), "해 1개, 기본 해 1개");
        // Past what a float holds exactly, still every digit.
        let far = message!("looking", number = 234_907_967_154_122_528u64);
        assert_eq!(
            far.in_language(Language::English),
            "Looking for No 234,907,967,154,122,528…"
        );
    }

    #[test]
    fn locales_choose_a_language() {
        assert_eq!(Language::of_locale("zh_CN.UTF-8"), Some(Language::Chinese));
        assert_eq!(Language::of_locale("zh-Hans-CN"), Some(Language::Chinese));
        assert_eq!(Language::of_locale("zh-SG"), Some(Language::Chinese));
        assert_eq!(Language::of_locale("zh-TW"), None);
        assert_eq!(Language::of_locale("zh_HK.UTF-8"), None);
        assert_eq!(Language::of_locale("ko_KR.UTF-8"), Some(Language::Korean));
        assert_eq!(Language::of_locale("en-GB"), Some(Language::English));
        assert_eq!(Language::of_locale("de_DE@euro"), None);
        assert_eq!(Language::of_locale("C"), None);
    }
}
