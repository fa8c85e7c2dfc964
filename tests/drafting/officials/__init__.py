"""The officials' decisions, calls, flags, whistles and reviews as the drafter reads them (a
package, so that its test files' names may repeat another folder's)."""
