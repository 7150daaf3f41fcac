//! Delta debugging over a list of items (Zeller's ddmin, removal by complements): try removing
//! everything, then halves, quarters, ... of what is left, keeping every removal the test
//! accepts, until single items cannot be removed. Removing all but a few of `n` items takes
//! `O(k log n)` tests instead of `n`.

/// Finds a set of items to remove, of `n` in all: `accepts(removed)` says whether removing the
/// items marked `true` keeps the input interesting (and valid). Returns the marks of the largest
/// removal found; errors of `accepts` stop the search.
pub fn ddmin(n: usize, accepts: &mut dyn FnMut(&[bool]) -> Result<bool, String>) -> Result<Vec<bool>, String> {
    let mut removed = vec![false; n];
    if n == 0 {
        return Ok(removed);
    }
    if accepts(&vec![true; n])? {
        return Ok(vec![true; n]);
    }
    let mut granularity = 2usize;
    loop {
        let left: Vec<usize> = (0..n).filter(|&i| !removed[i]).collect();
        if left.is_empty() {
            return Ok(removed);
        }
        let granularity_now = granularity.min(left.len());
        let chunk = left.len().div_ceil(granularity_now);
        let mut progress = false;
        for piece in left.chunks(chunk) {
            let mut candidate = removed.clone();
            for &i in piece {
                candidate[i] = true;
            }
            if accepts(&candidate)? {
                removed = candidate;
                progress = true;
            }
        }
        if progress {
            continue;
        }
        if chunk == 1 {
            return Ok(removed);
        }
        granularity = granularity_now * 2;
    }
}

#[cfg(test)]
mod tests {
    use super::ddmin;

    #[test]
    fn keeps_exactly_the_needed_items_in_few_tests() {
        let needed = [3usize, 41, 97];
        let mut tests = 0;
        let removed = ddmin(128, &mut |r| {
            tests += 1;
            Ok(needed.iter().all(|&i| !r[i]))
        })
        .unwrap();
        let kept: Vec<usize> = (0..128).filter(|&i| !removed[i]).collect();
        assert_eq!(kept, needed);
        assert!(tests < 60, "{tests} tests");
    }

    #[test]
    fn removes_everything_when_nothing_is_needed() {
        let removed = ddmin(5, &mut |_| Ok(true)).unwrap();
        assert_eq!(removed, vec![true; 5]);
    }

    #[test]
    fn removes_pairs_that_only_go_together() {
        // Items 0 and 1 may only be removed together.
        let removed = ddmin(4, &mut |r| Ok(r[0] == r[1] && !r[3])).unwrap();
        assert_eq!(removed, vec![true, true, true, false]);
    }
}
