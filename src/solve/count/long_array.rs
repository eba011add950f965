//! `#[serde(with = "long_array")]` for an array longer than serde's own impls reach (32), such
//! as a count's parts ahead, one for each depth: sent as a list, and refused on the way in
//! unless it has the array's length.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Sends the array as a list.
pub fn serialize<S: Serializer, T: Serialize, const N: usize>(
    array: &[T; N],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    array.as_slice().serialize(serializer)
}

/// Takes a list of exactly `N` items.
pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>, const N: usize>(
    deserializer: D,
) -> Result<[T; N], D::Error> {
    let items = Vec::<T>::deserialize(deserializer)?;
    let length = items.len();
    items
        .try_into()
        .map_err(|_| serde::de::Error::invalid_length(length, &format!("a list of {N}").as_str()))
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    /// An array longer than serde's own impls reach.
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Long {
        #[serde(with = "super")]
        items: [u32; 40],
    }

    #[test]
    fn a_long_array_comes_back_whole_and_a_short_list_is_refused() {
        let long = Long {
            items: std::array::from_fn(|i| i as u32 * 7),
        };
        let json = serde_json::to_string(&long).expect("an array serialises");
        assert_eq!(
            serde_json::from_str::<Long>(&json).expect("and comes back"),
            long
        );
        let error = serde_json::from_str::<Long>(r#"{"items":[1,2,3]}"#)
            .expect_err("three items are not forty");
        assert!(error.to_string().contains("a list of 40"), "{error}");
    }
}
